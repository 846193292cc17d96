import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { LocalCloudInfo } from '../../infra/local/cloud-info';
import { getOrderRecord, type OrderRecord } from '../repositories/orders';
import { apiCall } from './api-call';

export { GOOD_ADDRESS, checkoutRequest } from './checkout-request';

/** The server's SDK pointed at the cloud's payment emulator, and the webhook signing secret. */
export function emulatorStripe(cloud: LocalCloudInfo): { stripe: Stripe; webhookSecret: string } {
  if (!cloud.stripe) throw new Error('The local cloud runs without the payment emulator');
  const url = new URL(cloud.stripe);
  const stripe = new Stripe('sk_test_checkout_tests', { host: url.hostname, port: Number(url.port), protocol: 'http' });
  const webhookSecret = readFileSync(join(cloud.dataDir, 'stripe-webhook-secret'), 'utf8').trim();
  return { stripe, webhookSecret };
}

/** Posts a webhook event to the API, signed (or not) as the test chooses. */
export async function postWebhook(cloud: LocalCloudInfo, payload: string, signature?: string) {
  const response = await fetch(new URL('/api/stripe/webhook', cloud.api), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Creates a checkout over HTTP and answers its intent id, order id and client secret. */
export async function startPaidCheckout(cloud: LocalCloudInfo, token: string, body: unknown) {
  const answer = await apiCall(cloud.api, 'POST', '/api/customer/create-payment-intent', { token, body });
  if (answer.status !== 200) throw new Error(`create-payment-intent answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const clientSecret = String(answer.body.clientSecret);
  return { orderId: String(answer.body.orderId), clientSecret, intentId: clientSecret.slice(0, clientSecret.indexOf('_secret_')) };
}

/** Polls until `check` answers a value (up to ~15 s). */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Waits until a checkout has become an order (paid and confirmed, or refunded and cancelled), and answers it. */
export function settledOrder(orderId: string, ms = 30_000): Promise<OrderRecord> {
  return eventually(
    async () => {
      const record = await getOrderRecord(orderId);
      return record?.type === 'order' ? record : undefined;
    },
    `order ${orderId} to settle`,
    ms,
  );
}
