import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { Promo } from '../../shared/cart/promo-codes';
import { cartTotals, totalsInDollars } from '../../shared/cart/totals';
import type { LocalCloudInfo } from '../../infra/local/cloud-info';
import type { Product } from '../../shared/types';
import { apiCall } from './api-call';

/** A shipping address that passes every rule. */
export const GOOD_ADDRESS = {
  fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567', addressLine1: '12 Analytical Row',
  addressLine2: 'Suite 3', city: 'Portland', state: 'Oregon', zipCode: '97205', country: 'United States',
};

/** The payment-intent request a browser would send for these lines, with the shared rules' figures. */
export function checkoutRequest(lines: { product: Product; quantity: number }[], promo: Promo | null = null, address: Record<string, unknown> = GOOD_ADDRESS) {
  const totals = cartTotals(lines.map((l) => ({ price: l.product.retail_price, quantity: l.quantity, inStock: l.product.stock_quantity > 0 })), promo);
  return {
    items: lines.map((l) => ({ productId: l.product.product_id, name: l.product.name, quantity: l.quantity, price: l.product.retail_price })),
    promoCode: promo?.code ?? null,
    ...totalsInDollars(totals),
    shippingAddress: address,
  };
}

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
