import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PromotionInput, promoOf, promotionRules } from '@shared/cart/promo-codes';
import { shopWallClockInstant } from '@shared/format/shop-day';
import type { Product } from '@shared/types';
import { getOrderRecord } from '../repositories/orders';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { createPromoIfAbsent, createPromotion, getPromotion, promoKey } from '../repositories/promos';
import { tableName } from '../repositories/table';
import { apiCall } from '../test-support/api-call';
import { checkoutRequest, emulatorStripe, settledOrder, startPaidCheckout } from '../test-support/checkout';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

const cloud = useLocalCloud();
const products = testProducts();
const { stripe } = emulatorStripe(cloud);
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => apiCall(cloud.api, method, path, options);

let rose: Product;
let admin: TestAccount;
beforeAll(async () => {
  [rose, admin] = await Promise.all([products.create({ retail_price: 40, stock_quantity: 500 }), createTestAdmin()]);
});
afterAll(() => products.removeAll());

let serial = 0;
/** A promotion of this test run, unique by code: 10 % off with no limits unless told. */
async function aPromotion(rules: Partial<PromotionInput> = {}) {
  const code = `T${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;
  return createPromotion(promotionRules({ ...rules, code }));
}

/** A customer with `quantity` roses in their server cart. */
async function customerWithCart(quantity = 1) {
  const customer = await createTestCustomer();
  const added = await call('POST', '/api/customer/cart', { token: customer.token, body: { productId: rose.product_id, quantity } });
  expect(added.status).toBe(200);
  return customer;
}

const apply = (customer: TestAccount, code: string) => call('POST', '/api/customer/promo', { token: customer.token, body: { code } });

/** Opens a payment for `quantity` roses with the code, as the browser sends it. */
function checkoutWith(customer: TestAccount, promotion: Awaited<ReturnType<typeof aPromotion>>, quantity = 1) {
  return call('POST', '/api/customer/create-payment-intent', {
    token: customer.token,
    body: checkoutRequest([{ product: rose, quantity }], promoOf(promotion)),
  });
}

/** Pays an opened checkout and waits for its order. */
async function payAndSettle(answer: { body: Record<string, unknown> }) {
  const intentId = String(answer.body.clientSecret).split('_secret_')[0]!;
  await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
  return settledOrder(String(answer.body.orderId), 20_000);
}

/** A wall-clock time in the shop's zone, days from now (negative: before). */
function shopTime(daysFromNow: number): string {
  const at = new Date(Date.now() + daysFromNow * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

describe('promotion rules, when a code is applied and when the payment opens', () => {
  it('applies a percent and an amount code, telling what each takes off', async () => {
    const customer = await customerWithCart(2);
    const percent = await aPromotion({ value: 15 });
    const amount = await aPromotion({ kind: 'amount', value: 12.5 });
    const first = await apply(customer, percent.code.toLowerCase());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      promo: { code: percent.code, kind: 'percent', value: 15, minSubtotal: null },
      message: `Promo code ${percent.code} applied: 15% off`,
    });
    const second = await apply(customer, amount.code);
    expect(second.body).toMatchObject({ promo: { kind: 'amount', value: 12.5 }, message: `Promo code ${amount.code} applied: $12.50 off` });
    const opened = await checkoutWith(customer, amount, 2);
    expect(opened.status).toBe(200);
    expect(await getOrderRecord(String(opened.body.orderId))).toMatchObject({
      promoCode: amount.code,
      discountCents: 1250,
      subtotalCents: 8000,
    });
  });

  it('tells a cart below the minimum how much more it needs, and refuses to pay it with the code', async () => {
    const customer = await customerWithCart(1);
    const promotion = await aPromotion({ minSubtotal: 100 });
    const applied = await apply(customer, promotion.code);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ promo: { code: promotion.code, minSubtotal: 100 }, message: 'Add $60.00 more to use this code.' });
    const opened = await checkoutWith(customer, promotion, 1);
    expect(opened.status).toBe(400);
    expect(opened.body).toMatchObject({
      message: 'Add $60.00 more to use this code.',
      fieldErrors: { promoCode: 'Add $60.00 more to use this code.' },
    });
    expect((await checkoutWith(customer, promotion, 3)).status).toBe(200);
  });

  it("refuses a code that has not started or has ended, naming the date in the shop's time zone", async () => {
    const customer = await customerWithCart();
    const later = await aPromotion({ startsAt: shopTime(3) });
    const over = await aPromotion({ startsAt: shopTime(-10), endsAt: shopTime(-2) });
    const starts = new Date(shopWallClockInstant(later.startsAt!)).toLocaleString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    });
    const ended = new Date(shopWallClockInstant(over.endsAt!)).toLocaleString('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
    });
    expect(await apply(customer, later.code)).toMatchObject({ status: 400, body: { message: `This code starts on ${starts}.` } });
    expect(await apply(customer, over.code)).toMatchObject({ status: 400, body: { message: `This code expired on ${ended}.` } });
    expect((await checkoutWith(customer, over)).body.message).toBe(`This code expired on ${ended}.`);
  });

  it('refuses a deactivated code, and takes it again once reactivated', async () => {
    const customer = await customerWithCart();
    const promotion = await aPromotion({ active: false });
    expect(await apply(customer, promotion.code)).toMatchObject({ status: 400, body: { message: 'This code is no longer active.' } });
    expect((await checkoutWith(customer, promotion)).status).toBe(400);
  });

  it('refuses a code used up, and a customer who used theirs', async () => {
    const [ada, bob] = await Promise.all([customerWithCart(), customerWithCart()]);
    const once = await aPromotion({ maxUses: 1 });
    const perCustomer = await aPromotion({ maxUsesPerCustomer: 1 });
    await payAndSettle(await checkoutWith(ada, once));
    expect(await apply(bob, once.code)).toMatchObject({ status: 400, body: { message: 'This code has been used up.' } });
    await payAndSettle(await checkoutWith(ada, perCustomer));
    expect(await apply(ada, perCustomer.code)).toMatchObject({ status: 400, body: { message: 'You have already used this code.' } });
    expect((await apply(bob, perCustomer.code)).status).toBe(200);
    expect(await getPromotion(once.code)).toMatchObject({ uses: 1, claimed: 1 });
  }, 45_000);

  it('refuses a first-order code after the customer has a paid order, and the seeded NEWUSER10 is one', async () => {
    const customer = await customerWithCart();
    const firstOnly = await aPromotion({ firstOrderOnly: true });
    expect((await apply(customer, 'NEWUSER10')).status).toBe(200);
    expect((await apply(customer, firstOnly.code)).status).toBe(200);
    await payAndSettle(await checkoutWith(customer, firstOnly));
    await call('POST', '/api/customer/cart', { token: customer.token, body: { productId: rose.product_id, quantity: 1 } });
    expect(await apply(customer, 'NEWUSER10')).toMatchObject({ status: 400, body: { message: 'This code is only for your first order.' } });
    const seeded = (await getPromotion('NEWUSER10'))!;
    expect((await checkoutWith(customer, seeded)).body.message).toBe('This code is only for your first order.');
  }, 45_000);

  it('lets exactly one of 10 racing buyers open a payment with a code of one use; the others are told before paying', async () => {
    const promotion = await aPromotion({ maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customerWithCart()));
    const answers = await Promise.all(buyers.map((buyer) => checkoutWith(buyer, promotion)));
    const opened = answers.filter((answer) => answer.status === 200);
    expect(opened).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'This code has been used up.', fieldErrors: { promoCode: 'This code has been used up.' } },
      });
      expect(answer.body.clientSecret).toBeUndefined();
    }
    expect((await payAndSettle(opened[0]!)).status).toBe('confirmed');
    expect(await getPromotion(promotion.code)).toMatchObject({ uses: 1, claimed: 1 });
  }, 45_000);

  it('gives a use back when the shop cancels the paid order', async () => {
    const [ada, bob] = await Promise.all([customerWithCart(), customerWithCart()]);
    const promotion = await aPromotion({ maxUses: 1 });
    const order = await payAndSettle(await checkoutWith(ada, promotion));
    expect(await apply(bob, promotion.code)).toMatchObject({ status: 400 });
    const cancelled = await call('PATCH', `/api/orders/${order.id}/status`, { token: admin.token, body: { newStatus: 'cancelled' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await getPromotion(promotion.code)).toMatchObject({ uses: 0, claimed: 0 });
    expect((await apply(bob, promotion.code)).status).toBe(200);
  }, 45_000);

  it('gives a claim back when a checkout is replaced before it is paid', async () => {
    const customer = await customerWithCart();
    const promotion = await aPromotion({ maxUses: 1 });
    expect((await checkoutWith(customer, promotion)).status).toBe(200);
    expect(await getPromotion(promotion.code)).toMatchObject({ uses: 0, claimed: 1 });
    // Going back to the address opens a new payment: the first one's claim goes back, the new one takes it.
    const again = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product: rose, quantity: 1 }], promoOf(promotion)));
    expect(again.orderId).toBeTruthy();
    expect(await getPromotion(promotion.code)).toMatchObject({ uses: 0, claimed: 1 });
  });

  it("gives a code stored before promotions had rules the seed's rules once, keeping its active flag", async () => {
    const code = `OLD${Date.now().toString(36).toUpperCase()}`;
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...promoKey(code), type: 'promo', code, percent: 10, active: false, createdAt: '2025-01-01T00:00:00.000Z' },
      }),
    );
    const seed = promotionRules({ code, firstOrderOnly: true });
    expect(await createPromoIfAbsent(seed)).toBe(false);
    expect(await getPromotion(code)).toMatchObject({
      kind: 'percent',
      value: 10,
      firstOrderOnly: true,
      active: false,
      uses: 0,
      claimed: 0,
    });
    const listed = await call('GET', '/api/admin/promotions', { token: admin.token });
    expect(listed.body.promotions.map((p: { code: string }) => p.code)).toContain(code);
    // A second deploy changes nothing the admin has changed since.
    await createPromotion({ ...seed, code: `${code}X` });
    expect(await createPromoIfAbsent({ ...seed, firstOrderOnly: false })).toBe(false);
    expect(await getPromotion(code)).toMatchObject({ firstOrderOnly: true });
  });
});
