import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './index';
import { rejectionOf, startTestEmulator, stripeFor } from './emulator-test-kit';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startTestEmulator());
});
afterAll(() => emulator.stop());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('API keys', () => {
  it('answers a bad key with StripeAuthenticationError', async () => {
    const error = await rejectionOf(stripeFor(emulator, 'sk_bogus_key').paymentIntents.create({ amount: 1000, currency: 'usd' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/^Invalid API Key provided/);
  });

  it('refuses live keys', async () => {
    const error = await rejectionOf(stripeFor(emulator, 'sk_live_abcdef123456').paymentIntents.list());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers a request without a key with 401 and a Stripe error body', async () => {
    const response = await fetch(`${emulator.url}/v1/payment_intents`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/did not provide an API key/);
  });

  it('takes the key as a Basic-auth user name too', async () => {
    const response = await fetch(`${emulator.url}/v1/events`, {
      headers: { Authorization: `Basic ${Buffer.from('sk_test_basic:').toString('base64')}` },
    });
    expect(response.status).toBe(200);
  });

  it('keeps secret-key routes from a publishable key', async () => {
    const error = await rejectionOf(stripeFor(emulator, 'pk_test_browser').paymentIntents.create({ amount: 1000, currency: 'usd' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.message).toMatch(/publishable API key/);
  });

  it("answers an unknown path with Stripe's 404", async () => {
    const response = await fetch(`${emulator.url}/v1/customers`, { headers: { Authorization: 'Bearer sk_test_x' } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Unrecognized request URL/);
  });
});

describe('idempotency keys', () => {
  it('returns the same object for a repeated key and says it replayed', async () => {
    const params = { amount: 2500, currency: 'usd', metadata: { orderId: 'o-idem' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-o-idem' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-o-idem' });
    expect(second.id).toBe(first.id);
    expect(second.client_secret).toBe(first.client_secret);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-o-other' });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a key reused with other parameters', async () => {
    await stripe.paymentIntents.create({ amount: 2500, currency: 'usd' }, { idempotencyKey: 'reuse-me' });
    const error = await rejectionOf(stripe.paymentIntents.create({ amount: 2600, currency: 'usd' }, { idempotencyKey: 'reuse-me' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('scopes keys to the API key', async () => {
    const params = { amount: 2500, currency: 'usd' };
    const mine = await stripe.paymentIntents.create(params, { idempotencyKey: 'shared-key' });
    const theirs = await stripeFor(emulator, 'sk_test_someone_else').paymentIntents.create(params, { idempotencyKey: 'shared-key' });
    expect(theirs.id).not.toBe(mine.id);
  });

  it('replays a decline without charging again', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const confirm = () =>
      rejectionOf(
        stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: `confirm-${intent.id}` }),
      );
    const first = await confirm();
    const second = await confirm();
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second.charge).toBe(first.charge);
    const failures = await stripe.events.list({ type: 'payment_intent.payment_failed', limit: 100 });
    const forIntent = failures.data.filter((event) => (event.data.object as Stripe.PaymentIntent).id === intent.id);
    expect(forIntent).toHaveLength(1);
  });

  it('does not save a refusal of parameters, so the same key can be used once they are fixed', async () => {
    const headers = {
      Authorization: 'Bearer sk_test_raw',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': 'fix-me',
    };
    const post = (body: string) => fetch(`${emulator.url}/v1/payment_intents`, { method: 'POST', headers, body });
    expect((await post(form({ currency: 'usd' }))).status).toBe(400);
    // Other parameters under the same key are fine: the refusal was not saved against it.
    const fixed = await post(form({ currency: 'usd', amount: '1500' }));
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect((await post(form({ currency: 'usd', amount: '1500' }))).headers.get('idempotent-replayed')).toBe('true');
  });
});
