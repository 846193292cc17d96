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

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, string | number> = {}) =>
  stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: nextYear, cvc: '123', ...extra },
  } as Stripe.PaymentMethodCreateParams);

/** Creates an intent and confirms it with `paymentMethod`; resolves to the status or the error. */
async function pay(paymentMethod: string): Promise<string | Stripe.errors.StripeError> {
  const intent = await stripe.paymentIntents.create({ amount: 1999, currency: 'usd' });
  return stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod }).then(
    (confirmed) => confirmed.status,
    (error: Stripe.errors.StripeError) => error,
  );
}

describe('card PaymentMethods from raw numbers', () => {
  it('creates a card payment method that pays (4242 4242 4242 4242)', async () => {
    const pm = await card('4242 4242 4242 4242', { exp_year: nextYear % 100 });
    expect(pm).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear, funding: 'credit' },
    });
    expect(pm.id).toMatch(/^pm_/);
    expect(JSON.stringify(pm)).not.toContain('4242424242424242');
    await expect(pay(pm.id)).resolves.toBe('succeeded');
    await expect(stripe.paymentMethods.retrieve(pm.id)).resolves.toMatchObject({ id: pm.id });
  });

  it('declines 4000 0000 0000 0002 with generic_decline at confirmation', async () => {
    const pm = await card('4000000000000002');
    const outcome = await pay(pm.id);
    expect(outcome).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(outcome).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('declines 4000 0000 0000 9995 with insufficient_funds', async () => {
    const outcome = await pay((await card('4000000000009995')).id);
    expect(outcome).toMatchObject({ type: 'StripeCardError', decline_code: 'insufficient_funds' });
  });

  it('refuses a number failing the Luhn check at creation (402 incorrect_number)', async () => {
    const error = await rejectionOf(card('4242424242424241'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'incorrect_number', message: 'Your card number is incorrect.' });
  });

  it('refuses a past expiry (expired_card) and a malformed CVC (invalid_cvc)', async () => {
    const expired = await rejectionOf(card('4242424242424242', { exp_year: nextYear - 3 }));
    expect(expired).toMatchObject({ type: 'StripeCardError', code: 'expired_card', param: 'exp_year' });
    const cvc = await rejectionOf(card('4242424242424242', { cvc: '1' }));
    expect(cvc).toMatchObject({ type: 'StripeCardError', code: 'invalid_cvc' });
  });

  it('supports the other pm_card_* ids and unknown ids fail', async () => {
    await expect(pay('pm_card_amex')).resolves.toBe('succeeded');
    await expect(pay('pm_card_visa_debit')).resolves.toBe('succeeded');
    expect(await pay('pm_card_chargeDeclinedExpiredCard')).toMatchObject({ code: 'expired_card' });
    expect(await pay('pm_missing')).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'payment_method' });
  });

  it('only knows cards', async () => {
    const error = await rejectionOf(stripe.paymentMethods.create({ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
