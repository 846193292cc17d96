import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './index';
import { startTestEmulator } from './emulator-test-kit';

/**
 * The browser's side: the shop's local card form calls the emulator the way Stripe.js calls
 * Stripe, from another origin, with only the publishable key and the intent's client secret.
 */
let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startTestEmulator());
});
afterAll(() => emulator.stop());

const publishableKey = 'pk_test_browser';
const origin = 'http://localhost:3000';
const nextYear = String(new Date().getUTCFullYear() + 1);

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: Record<string, unknown> };
}

async function browserPost(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ key: publishableKey, _stripe_version: '2026-10-28.endive', ...fields }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
}

const cardFields = (number: string) => ({
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': number,
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': nextYear,
  'payment_method_data[card][cvc]': '123',
  'payment_method_data[billing_details][name]': 'Ada Lovelace',
  'payment_method_data[payment_user_agent]': 'maison-local-card-form',
  expected_payment_method_type: 'card',
  use_stripe_sdk: 'true',
});

const newIntent = () => stripe.paymentIntents.create({ amount: 8900, currency: 'usd', metadata: { orderId: 'o-web' } });
const confirmPath = (intent: Stripe.PaymentIntent) => `/v1/payment_intents/${intent.id}/confirm`;

describe('browser-style confirmation with the publishable key', () => {
  it('confirms with card details and the client secret, answering with CORS and no private fields', async () => {
    const intent = await newIntent();
    const answer = await browserPost(confirmPath(intent), { client_secret: intent.client_secret!, ...cardFields('4242424242424242') });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body).toMatchObject({ id: intent.id, status: 'succeeded', client_secret: intent.client_secret });
    expect(answer.body).not.toHaveProperty('metadata');
    expect(answer.body).not.toHaveProperty('latest_charge');

    const seenByServer = await stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(seenByServer).toMatchObject({ status: 'succeeded', metadata: { orderId: 'o-web' } });
    expect((seenByServer.payment_method as Stripe.PaymentMethod).billing_details.name).toBe('Ada Lovelace');
  });

  it('answers a declined card with a 402 card_error carrying the (trimmed) intent', async () => {
    const intent = await newIntent();
    const answer = await browserPost(confirmPath(intent), { client_secret: intent.client_secret!, ...cardFields('4000000000009995') });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' });
    expect(answer.body.error?.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect(answer.body.error?.payment_intent).not.toHaveProperty('metadata');
  });

  it('refuses a mistyped card number before charging', async () => {
    const intent = await newIntent();
    const answer = await browserPost(confirmPath(intent), { client_secret: intent.client_secret!, ...cardFields('4242424242424243') });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
    await expect(stripe.paymentIntents.retrieve(intent.id)).resolves.toMatchObject({
      status: 'requires_payment_method',
      latest_charge: null,
    });
  });

  it('refuses a wrong or missing client secret', async () => {
    const intent = await newIntent();
    const other = await newIntent();
    const wrong = await browserPost(confirmPath(intent), { client_secret: other.client_secret!, ...cardFields('4242424242424242') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
    const missing = await browserPost(confirmPath(intent), cardFields('4242424242424242'));
    expect(missing.status).toBe(400);
    await expect(stripe.paymentIntents.retrieve(intent.id)).resolves.toMatchObject({ status: 'requires_payment_method' });
  });

  it('reads the intent back with the client secret (as stripe.retrievePaymentIntent does)', async () => {
    const intent = await newIntent();
    const query = new URLSearchParams({ key: publishableKey, client_secret: intent.client_secret! });
    const response = await fetch(`${emulator.url}/v1/payment_intents/${intent.id}?${query}`, { headers: { Origin: origin } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: intent.id, amount: 8900, status: 'requires_payment_method' });
    expect(body).not.toHaveProperty('metadata');
  });

  it('answers the CORS preflight of a call sending the key in a header, then serves it', async () => {
    const preflight = await fetch(`${emulator.url}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);

    const created = await fetch(`${emulator.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ type: 'card', 'card[number]': '5555555555554444', 'card[exp_month]': '1', 'card[exp_year]': nextYear }),
    });
    expect(created.status).toBe(200);
    const pm = (await created.json()) as { id: string; card: { brand: string } };
    expect(pm.card.brand).toBe('mastercard');

    const intent = await newIntent();
    const answer = await browserPost(confirmPath(intent), { client_secret: intent.client_secret!, payment_method: pm.id });
    expect(answer.body).toMatchObject({ status: 'succeeded', payment_method: pm.id });
  });
});
