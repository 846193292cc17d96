import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './index';
import { rejectionOf, startTestEmulator } from './emulator-test-kit';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startTestEmulator());
});
afterAll(() => emulator.stop());

/** A payment intent of $42.50 for order-1, with `extra` parameters on top. */
const newIntent = (extra: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
  stripe.paymentIntents.create({ amount: 4250, currency: 'usd', metadata: { orderId: 'order-1' }, ...extra });

describe('PaymentIntents through the real SDK', () => {
  it('creates an intent awaiting a payment method, with a client secret', async () => {
    const intent = await newIntent({
      receipt_email: 'ada@example.com',
      description: 'Order order-1',
      allowed_payment_method_types: ['card', 'link'],
      shipping: { name: 'Ada Lovelace', address: { line1: '1 Rue de la Paix', city: 'Paris', country: 'FR' } },
    });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 4250,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { orderId: 'order-1' },
      receipt_email: 'ada@example.com',
      allowed_payment_method_types: ['card', 'link'],
      payment_method_types: ['card'],
      automatic_payment_methods: null,
      livemode: false,
      shipping: { name: 'Ada Lovelace', address: { city: 'Paris', line2: null } },
    });
    expect(intent.id).toMatch(/^pi_\w{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
  });

  it('confirms with pm_card_visa: succeeded, charged in full, retrievable', async () => {
    const intent = await newIntent({ automatic_payment_methods: { enabled: true } });
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 4250, last_payment_error: null });
    expect(confirmed.payment_method).toMatch(/^pm_/);

    const read = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge', 'payment_method'] });
    const charge = read.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      amount_captured: 4250,
      amount_refunded: 0,
      payment_intent: intent.id,
    });
    expect(charge.metadata).toEqual({ orderId: 'order-1' });
    expect((read.payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('creates and confirms in one call with confirm=true', async () => {
    const intent = await newIntent({ confirm: true, payment_method: 'pm_card_mastercard' });
    expect(intent.status).toBe('succeeded');
  });

  it('answers a declined card with StripeCardError and leaves the intent payable', async () => {
    const intent = await newIntent();
    const error = await rejectionOf(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(error.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });

    const read = await stripe.paymentIntents.retrieve(intent.id);
    expect(read).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(read.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });

    // The customer may then try another card on the same intent.
    const retried = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(retried).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('reports insufficient funds', async () => {
    const intent = await newIntent();
    const error = await rejectionOf(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('updates amount and merges metadata while awaiting payment, refuses amount changes after', async () => {
    const intent = await newIntent({ metadata: { orderId: 'order-2', keep: 'yes' } });
    const updated = await stripe.paymentIntents.update(intent.id, { amount: 5100, metadata: { orderId: 'order-3', keep: '' } });
    expect(updated).toMatchObject({ amount: 5100, metadata: { orderId: 'order-3' } });
    expect(updated.metadata).not.toHaveProperty('keep');

    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const error = await rejectionOf(stripe.paymentIntents.update(intent.id, { amount: 100 }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.code).toBe('payment_intent_unexpected_state');
    const described = await stripe.paymentIntents.update(intent.id, { description: 'paid' });
    expect(described.description).toBe('paid');
  });

  it('cancels, then refuses to confirm; refuses to cancel a paid intent', async () => {
    const intent = await newIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    const confirmError = await rejectionOf(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }));
    expect(confirmError.code).toBe('payment_intent_unexpected_state');

    const paid = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    const cancelError = await rejectionOf(stripe.paymentIntents.cancel(paid.id));
    expect(cancelError).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('refuses to confirm twice or without a payment method', async () => {
    const paid = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    const again = await rejectionOf(stripe.paymentIntents.confirm(paid.id, { payment_method: 'pm_card_visa' }));
    expect(again.message).toMatch(/already succeeded/);
    const fresh = await newIntent();
    const missing = await rejectionOf(stripe.paymentIntents.confirm(fresh.id));
    expect(missing.code).toBe('payment_intent_unexpected_state');
  });

  it('answers 404 resource_missing for an unknown intent', async () => {
    const error = await rejectionOf(stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such payment_intent: 'pi_doesnotexist'" });
  });

  it('validates parameters as Stripe does', async () => {
    const tooSmall = await rejectionOf(stripe.paymentIntents.create({ amount: 20, currency: 'usd' }));
    expect(tooSmall).toMatchObject({ code: 'amount_too_small', param: 'amount', message: 'Amount must be at least $0.50 usd' });
    const missing = await rejectionOf(stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams));
    expect(missing).toMatchObject({ code: 'parameter_missing', param: 'amount' });
    const unknown = await rejectionOf(
      stripe.paymentIntents.create({ amount: 1000, currency: 'usd', amuont: 3 } as Stripe.PaymentIntentCreateParams),
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'amuont' });
    const both = await rejectionOf(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        automatic_payment_methods: { enabled: true },
      }),
    );
    expect(both.param).toBe('allowed_payment_method_types');
    const noCard = await rejectionOf(
      stripe.paymentIntents.create({ amount: 1000, currency: 'usd', allowed_payment_method_types: ['sepa_debit'] }),
    );
    expect(noCard.code).toBe('payment_intent_invalid_parameter');
  });

  it("still takes the older API versions' payment_method_types[] form", async () => {
    const response = await fetch(`${emulator.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_legacy', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'amount=1500&currency=USD&payment_method_types[]=card&metadata[orderId]=o-legacy',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      currency: 'usd',
      payment_method_types: ['card'],
      automatic_payment_methods: null,
      metadata: { orderId: 'o-legacy' },
    });
  });

  it('lists intents newest first', async () => {
    const first = await newIntent();
    const second = await newIntent();
    const page = await stripe.paymentIntents.list({ limit: 2 });
    expect(page.data.map((intent) => intent.id)).toEqual([second.id, first.id]);
    expect(page.has_more).toBe(true);
  });
});
