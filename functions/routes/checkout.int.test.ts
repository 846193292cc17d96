import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { getOpenCheckout } from '../repositories/checkouts';
import { getOrderRecord } from '../repositories/orders';
import { getProduct } from '../repositories/products';
import { PRICES_CHANGED_MESSAGE } from '../services/checkout';
import { apiCall } from '../test-support/api-call';
import {
  GOOD_ADDRESS,
  checkoutRequest,
  emulatorStripe,
  eventually,
  postWebhook,
  settledOrder,
  startPaidCheckout,
} from '../test-support/checkout';
import { createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';
import { streamsSettled } from '../test-support/streams';

const cloud = useLocalCloud();
const products = testProducts();
const { stripe, webhookSecret } = emulatorStripe(cloud);
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => apiCall(cloud.api, method, path, options);
const SAVE20 = { code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null } as const;

let alice: TestAccount;
let bob: TestAccount;
let rose: Product;
let musk: Product;
let gone: Product;

beforeAll(async () => {
  [alice, bob] = await Promise.all([createTestCustomer(), createTestCustomer()]);
  [rose, musk, gone] = await Promise.all([
    products.create({ retail_price: 40, stock_quantity: 50 }),
    products.create({ retail_price: 25.5, stock_quantity: 50 }),
    products.create({ retail_price: 30, stock_quantity: 0 }),
  ]);
});
afterAll(() => products.removeAll());

const pay = (intentId: string, card = 'pm_card_visa') => stripe.paymentIntents.confirm(intentId, { payment_method: card });

async function mailsAbout(orderNumber: string): Promise<{ subject: string; body: { text?: string } }[]> {
  const store = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: { subject: string; body: { text?: string } }[] };
  return store.emails.filter((mail) => mail.subject.includes(orderNumber));
}

function signedEvent(type: string, object: unknown, id = `evt_test_${Math.random().toString(36).slice(2)}`, timestamp?: number) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, ...(timestamp ? { timestamp } : {}) }),
  };
}

describe('promo codes and the payment form', () => {
  it('knows the seeded codes in any case and refuses an unknown one', async () => {
    const ok = await call('POST', '/api/customer/promo', { token: alice.token, body: { code: ' save20 ' } });
    expect(ok.status).toBe(200);
    expect(ok.body.promo).toEqual(SAVE20);
    expect((await call('POST', '/api/customer/promo', { token: alice.token, body: { code: 'newuser10' } })).body.promo).toEqual({
      code: 'NEWUSER10',
      kind: 'percent',
      value: 10,
      minSubtotal: null,
    });
    const bad = await call('POST', '/api/customer/promo', { token: alice.token, body: { code: 'SAVE99' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid promo code');
    expect((await call('POST', '/api/customer/promo', { body: { code: 'SAVE20' } })).status).toBe(401);
  });

  it('tells the browser to use the local card form against the emulator', async () => {
    const config = await call('GET', '/api/payments/config');
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ provider: 'emulator', apiBase: '/local-payments' });
    expect(String(config.body.publishableKey)).toMatch(/^pk_test_/);
  });
});

describe('create-payment-intent refuses what it must', () => {
  it('refuses a tampered total, naming the server figures', async () => {
    const body = { ...checkoutRequest([{ product: rose, quantity: 1 }]), total: 1 };
    const answer = await call('POST', '/api/customer/create-payment-intent', { token: alice.token, body });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(PRICES_CHANGED_MESSAGE);
  });

  it('refuses a tampered unit price even when the totals were forged to match', async () => {
    const cheap = { ...rose, retail_price: 1 };
    const answer = await call('POST', '/api/customer/create-payment-intent', {
      token: alice.token,
      body: checkoutRequest([{ product: cheap, quantity: 1 }]),
    });
    expect(answer.status).toBe(409);
  });

  it('refuses a bad address with the form messages', async () => {
    const body = checkoutRequest([{ product: rose, quantity: 1 }], null, {
      ...GOOD_ADDRESS,
      zipCode: '1234',
      state: 'Puerto Rico',
      phone: '555',
    });
    const answer = await call('POST', '/api/customer/create-payment-intent', { token: alice.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toMatchObject({
      'shippingAddress.zipCode': 'ZIP code must be exactly 5 digits',
      'shippingAddress.phone': 'Invalid US phone number (use format: (555) 123-4567)',
    });
    expect(answer.body.fieldErrors['shippingAddress.state']).toBeTruthy();
  });

  it('refuses an unknown promo code and an empty cart', async () => {
    const promo = await call('POST', '/api/customer/create-payment-intent', {
      token: alice.token,
      body: { ...checkoutRequest([{ product: rose, quantity: 1 }], SAVE20), promoCode: 'FREEBIE' },
    });
    expect(promo.status).toBe(400);
    expect(promo.body.message).toBe('Invalid promo code');
    const empty = await call('POST', '/api/customer/create-payment-intent', {
      token: alice.token,
      body: { ...checkoutRequest([]), items: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Your cart is empty');
    const onlyOut = await call('POST', '/api/customer/create-payment-intent', {
      token: alice.token,
      body: checkoutRequest([{ product: gone, quantity: 1 }]),
    });
    expect(onlyOut.status).toBe(400);
    expect(onlyOut.body.message).toBe('No items available for checkout');
  });

  it('answers a guest 401 and changes nothing', async () => {
    expect(
      (await call('POST', '/api/customer/create-payment-intent', { body: checkoutRequest([{ product: rose, quantity: 1 }]) })).status,
    ).toBe(401);
  });
});

describe('an unpaid checkout', () => {
  it('charges the server total, leaves an out-of-stock line out, and stays out of the order list', async () => {
    const customer = await createTestCustomer();
    const body = checkoutRequest(
      [
        { product: rose, quantity: 2 },
        { product: gone, quantity: 1 },
      ],
      SAVE20,
    );
    const { orderId, intentId } = await startPaidCheckout(cloud, customer.token, body);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ amount: Math.round(body.total * 100), currency: 'usd', metadata: { orderId } });
    expect(intent.payment_method_types).toEqual(['card']);
    const record = await getOrderRecord(orderId);
    expect(record).toMatchObject({ type: 'checkout', status: 'pending', promoCode: 'SAVE20' });
    expect(record!.items.map((line) => line.productId)).toEqual([rose.product_id]);
    const list = await call('GET', '/api/customer/orders', { token: customer.token });
    expect(list.body.orders).toEqual([]);
    expect((await call('GET', `/api/customer/order/${orderId}`, { token: customer.token })).status).toBe(404);
  });

  it('is replaced by the next checkout: one open checkout, the old intent cancelled', async () => {
    const customer = await createTestCustomer();
    const body = checkoutRequest([{ product: musk, quantity: 1 }]);
    const first = await startPaidCheckout(cloud, customer.token, body);
    const second = await startPaidCheckout(cloud, customer.token, body);
    expect((await stripe.paymentIntents.retrieve(first.intentId)).status).toBe('canceled');
    expect(await getOrderRecord(first.orderId)).toBeUndefined();
    expect(await getOpenCheckout(customer.id)).toEqual({ orderId: second.orderId, paymentId: second.intentId });
  });

  it('keeps the cart and records the decline when the card is declined', async () => {
    const customer = await createTestCustomer();
    await call('POST', '/api/customer/cart', { token: customer.token, body: { productId: musk.product_id, quantity: 1 } });
    const { orderId, intentId } = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product: musk, quantity: 1 }]));
    await expect(pay(intentId, 'pm_card_chargeDeclined')).rejects.toMatchObject({ type: 'StripeCardError' });
    await eventually(
      async () => ((await getOrderRecord(orderId))?.paymentStatus === 'failed' ? true : undefined),
      'the decline to be recorded',
    );
    expect((await getOrderRecord(orderId))!.type).toBe('checkout');
    expect((await call('GET', '/api/customer/cart', { token: customer.token })).body.count).toBe(1);
    const confirm = await call('POST', '/api/customer/confirm-payment', {
      token: customer.token,
      body: { paymentIntentId: intentId, orderId },
    });
    expect(confirm.status).toBe(409);
  });
});

describe('completing a payment', () => {
  it('confirms through the webhook alone: status, payment, stock, cart and email', async () => {
    const product = await products.create({ retail_price: 60, stock_quantity: 10 });
    const customer = await createTestCustomer();
    await call('POST', '/api/customer/cart', { token: customer.token, body: { productId: product.product_id, quantity: 2 } });
    await call('POST', '/api/customer/cart', { token: customer.token, body: { productId: musk.product_id, quantity: 1 } });
    const { orderId, intentId } = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product, quantity: 2 }]));
    await pay(intentId);
    const order = await settledOrder(orderId, 15_000);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentId: intentId, paymentMethod: 'card' });
    expect(order.expiresAt).toBeUndefined();
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(8);
    const cart = await call('GET', '/api/customer/cart', { token: customer.token });
    expect(cart.body.items.map((item: { productId: string }) => item.productId)).toEqual([musk.product_id]);
    const list = await call('GET', '/api/customer/orders', { token: customer.token });
    expect(list.body.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    const mails = await eventually(
      async () => ((await mailsAbout(order.displayNumber)).length ? mailsAbout(order.displayNumber) : undefined),
      'the confirmation email',
    );
    expect(mails[0]!.subject).toContain('is confirmed');
    expect(mails[0]!.body.text).toContain('Ada Lovelace');
    expect(mails[0]!.body.text).toContain(`/order-confirmation/${orderId}`);
  });

  it('gives one order, one stock decrement and one email for five deliveries of the same event and confirm-payment together', async () => {
    const product = await products.create({ retail_price: 20, stock_quantity: 7 });
    const customer = await createTestCustomer();
    const { orderId, intentId, clientSecret } = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product, quantity: 3 }]));
    // Paid from the browser's side: the emulator sends its own webhook too.
    const paid = await fetch(new URL(`/local-payments/v1/payment_intents/${intentId}/confirm`, cloud.api), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: 'pk_test_maison_local',
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
      }),
    });
    expect(paid.status).toBe(200);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const event = signedEvent('payment_intent.succeeded', intent);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postWebhook(cloud, event.payload, event.signature)),
      call('POST', '/api/customer/confirm-payment', { token: customer.token, body: { paymentIntentId: intentId, orderId } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[5]!.body).toMatchObject({ success: true, order: { id: orderId, status: 'confirmed', paymentStatus: 'paid' } });
    expect((await getProduct(product.product_id))!.stock_quantity).toBe(4);
    const record = (await getOrderRecord(orderId))!;
    const mails = await eventually(
      async () => ((await mailsAbout(record.displayNumber)).length ? mailsAbout(record.displayNumber) : undefined),
      'the email',
    );
    await streamsSettled(cloud); // a second email, had there been one, would be in the mailbox now
    expect(await mailsAbout(record.displayNumber)).toHaveLength(mails.length);
    expect(mails).toHaveLength(1);
  });

  it("answers 404 for another customer's order", async () => {
    const { orderId, intentId } = await startPaidCheckout(cloud, alice.token, checkoutRequest([{ product: musk, quantity: 1 }]));
    await pay(intentId);
    const answer = await call('POST', '/api/customer/confirm-payment', { token: bob.token, body: { paymentIntentId: intentId, orderId } });
    expect(answer.status).toBe(404);
    expect((await call('GET', `/api/customer/order/${orderId}`, { token: bob.token })).status).toBe(404);
    const own = await call('POST', '/api/customer/confirm-payment', { token: alice.token, body: { paymentIntentId: intentId, orderId } });
    expect(own.status).toBe(200);
  });
});

describe("only this shop's payments", () => {
  /** A payment made on the same Stripe account outside this deployment's checkout, paid, and its event delivered. */
  async function paidElsewhere(metadata: Record<string, string>) {
    const intent = await stripe.paymentIntents.create({ amount: 4200, currency: 'usd', metadata });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');
    const event = signedEvent('payment_intent.succeeded', paid);
    const answer = await postWebhook(cloud, event.payload, event.signature);
    const charge = (await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge;
    return { answer, refunded: charge.refunded };
  }

  it('marks every intent it creates with the shop and its stage', async () => {
    const { intentId } = await startPaidCheckout(cloud, alice.token, checkoutRequest([{ product: rose, quantity: 1 }]));
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent.metadata).toMatchObject({ shop: 'maison', stage: 'local' });
    await stripe.paymentIntents.cancel(intentId);
  });

  it('acknowledges and leaves alone a payment link, an invoice or another stage on the same account', async () => {
    const link = await paidElsewhere({});
    expect(link).toEqual({ answer: { status: 200, body: { received: true } }, refunded: false });
    const staging = await paidElsewhere({ orderId: 'an-order-of-staging', shop: 'maison', stage: 'MaisonApp@eu-west-1' });
    expect(staging).toEqual({ answer: { status: 200, body: { received: true } }, refunded: false });
  });

  it('refunds a payment of its own that no order can take', async () => {
    const lost = await paidElsewhere({ orderId: 'no-such-order', shop: 'maison', stage: 'local' });
    expect(lost).toEqual({ answer: { status: 200, body: { received: true } }, refunded: true });
  });
});

describe('the webhook refuses unsigned events', () => {
  it('refuses a bad, a stale and a missing signature', async () => {
    const event = signedEvent('payment_intent.succeeded', {
      id: 'pi_forged',
      object: 'payment_intent',
      status: 'succeeded',
      amount: 1,
      currency: 'usd',
      metadata: {},
    });
    const forged = await postWebhook(cloud, event.payload, event.signature.replace(/v1=\w+/, `v1=${'0'.repeat(64)}`));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The webhook signature is not valid.');
    const stale = signedEvent('payment_intent.succeeded', { id: 'pi_stale' }, undefined, Math.floor(Date.now() / 1000) - 600);
    expect((await postWebhook(cloud, stale.payload, stale.signature)).status).toBe(400);
    const missing = await postWebhook(cloud, event.payload);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The Stripe-Signature header is missing.');
    const tampered = await postWebhook(cloud, event.payload.replace('"amount":1', '"amount":2'), event.signature);
    expect(tampered.status).toBe(400);
  });
});
