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

const paidIntent = () => stripe.paymentIntents.create({ amount: 6000, currency: 'usd', confirm: true, payment_method: 'pm_card_visa' });

async function latestCharge(intentId: string): Promise<Stripe.Charge> {
  const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
  return intent.latest_charge as Stripe.Charge;
}

describe('refunds', () => {
  it('refunds a whole payment by PaymentIntent', async () => {
    const intent = await paidIntent();
    const refund = await stripe.refunds.create({ payment_intent: intent.id, reason: 'requested_by_customer' });
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 6000,
      currency: 'usd',
      payment_intent: intent.id,
      reason: 'requested_by_customer',
    });
    expect(refund.id).toMatch(/^re_/);
    expect(await latestCharge(intent.id)).toMatchObject({ amount_refunded: 6000, refunded: true });
    await expect(stripe.refunds.retrieve(refund.id)).resolves.toMatchObject({ id: refund.id, charge: refund.charge });
  });

  it('refunds in parts, then refuses more than what is left', async () => {
    const intent = await paidIntent();
    await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    const charge = await latestCharge(intent.id);
    expect(charge).toMatchObject({ amount_refunded: 1000, refunded: false });
    await stripe.refunds.create({ charge: charge.id, amount: 2000 });
    await expect(stripe.charges.retrieve(charge.id)).resolves.toMatchObject({ amount_refunded: 3000 });

    const tooMuch = await rejectionOf(stripe.refunds.create({ payment_intent: intent.id, amount: 3001 }));
    expect(tooMuch).toMatchObject({
      code: 'amount_too_large',
      message: 'Refund amount ($30.01) is greater than unrefunded amount on charge ($30.00)',
    });
    await stripe.refunds.create({ payment_intent: intent.id });
    const done = await rejectionOf(stripe.refunds.create({ payment_intent: intent.id }));
    expect(done.code).toBe('charge_already_refunded');
  });

  it('refuses to refund an intent that was never paid, or that does not exist', async () => {
    const unpaid = await stripe.paymentIntents.create({ amount: 6000, currency: 'usd' });
    const error = await rejectionOf(stripe.refunds.create({ payment_intent: unpaid.id }));
    expect(error).toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
    const missing = await rejectionOf(stripe.refunds.create({ payment_intent: 'pi_nope' }));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
