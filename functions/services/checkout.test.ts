import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import type { SessionUser } from '@shared/types';
import { paymentIntentInput } from '@shared/routes/payments';
import { checkoutRequest as browserRequest } from '../test-support/checkout-request';
import { aProduct } from '../test-support/fakes';
import { aPromotion, fakeCheckoutStore, fakePayments } from '../test-support/payment-fakes';
import { promoOf } from '@shared/cart/promo-codes';
import { PRICES_CHANGED_MESSAGE, createCheckoutService } from './checkout';

const user: SessionUser = { id: 'u1', role: 'user', username: 'ada', email: 'ada@example.com' };
const rose = aProduct({ product_id: 'rose', retail_price: 40, stock_quantity: 5 });
const musk = aProduct({ product_id: 'musk', retail_price: 25.5, stock_quantity: 0 });
const SAVE20_STORED = aPromotion({ code: 'SAVE20', value: 20 });
const SAVE20 = promoOf(SAVE20_STORED);

/** The request as the route hands it over: the browser's body through the route's schema. */
const checkoutRequest = (...args: Parameters<typeof browserRequest>) => paymentIntentInput.parse(browserRequest(...args));

function setup() {
  const store = fakeCheckoutStore([rose, musk], [SAVE20_STORED]);
  const payments = fakePayments();
  let n = 0;
  const service = createCheckoutService({
    ...store,
    payments: payments.gateway,
    now: () => new Date('2026-11-23T12:00:00Z'),
    newId: () => `order-${++n}`,
  });
  return { store, payments, service };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checkout: create-payment-intent', () => {
  it('charges the server total for the in-stock lines with the stored promo', async () => {
    const { store, payments, service } = setup();
    const answer = await service.createPaymentIntent(user, checkoutRequest([{ product: rose, quantity: 2 }], SAVE20));
    expect(answer).toMatchObject({ success: true, orderId: 'order-1', clientSecret: 'pi_1_secret_x' });
    // $80 − $16 + $9.99 shipping (80 is above 75 before discount: free) → 80 − 16 + 0 + 5.12 tax
    expect(payments.intents.get('pi_1')).toMatchObject({ amount: 6912, currency: 'usd', orderId: 'order-1' });
    expect(store.orders.get('order-1')).toMatchObject({
      type: 'checkout',
      status: 'pending',
      paymentId: 'pi_1',
      promoCode: 'SAVE20',
      totalCents: 6912,
    });
  });

  it("dates the order's number by the shop's day and keeps the shop's zone with the order", async () => {
    const store = fakeCheckoutStore([rose], []);
    const service = createCheckoutService({
      ...store,
      payments: fakePayments().gateway,
      // 21:45 in New York on 26 November: already the 27th in UTC.
      now: () => new Date('2026-11-27T02:45:00Z'),
      newId: () => 'order-1',
      timeZone: 'America/New_York',
    });
    await service.createPaymentIntent(user, checkoutRequest([{ product: rose, quantity: 1 }]));
    const order = store.orders.get('order-1')!;
    expect(order.displayNumber).toMatch(/^ORD-20261126-/);
    expect(order.timeZone).toBe('America/New_York');
  });

  it('leaves an out-of-stock line out of the charge and the order', async () => {
    const { store, service } = setup();
    await service.createPaymentIntent(
      user,
      checkoutRequest([
        { product: rose, quantity: 1 },
        { product: musk, quantity: 1 },
      ]),
    );
    expect(store.orders.get('order-1')!.items.map((line) => line.productId)).toEqual(['rose']);
  });

  it('refuses client figures or prices that differ from the server', async () => {
    const { service, store } = setup();
    const body = checkoutRequest([{ product: rose, quantity: 1 }]);
    expect((await refusal(service.createPaymentIntent(user, { ...body, tax: body.tax + 0.01 }))).message).toBe(PRICES_CHANGED_MESSAGE);
    const cheap = checkoutRequest([{ product: { ...rose, retail_price: 1 }, quantity: 1 }]);
    expect((await refusal(service.createPaymentIntent(user, cheap))).status).toBe(409);
    expect(store.orders.size).toBe(0);
  });

  it('refuses an unknown promo, a missing product, nothing in stock and more than the stock', async () => {
    const { service } = setup();
    expect(
      (await refusal(service.createPaymentIntent(user, { ...checkoutRequest([{ product: rose, quantity: 1 }]), promoCode: 'NOPE' })))
        .message,
    ).toBe('Invalid promo code');
    expect(
      (await refusal(service.createPaymentIntent(user, checkoutRequest([{ product: aProduct({ product_id: 'ghost' }), quantity: 1 }]))))
        .status,
    ).toBe(400);
    expect((await refusal(service.createPaymentIntent(user, checkoutRequest([{ product: musk, quantity: 1 }])))).message).toBe(
      'No items available for checkout',
    );
    const short = await refusal(service.createPaymentIntent(user, checkoutRequest([{ product: rose, quantity: 6 }])));
    expect(short).toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Not enough stock for your order. Perfume rose: only 5 left. Please update your cart.',
    });
    expect(short.details.lines).toEqual([{ productId: 'rose', name: rose.name, requested: 6, available: 5 }]);
  });

  it('keeps one open checkout: the next one cancels the previous intent and removes its checkout', async () => {
    const { store, payments, service } = setup();
    const body = checkoutRequest([{ product: rose, quantity: 1 }]);
    await service.createPaymentIntent(user, body);
    await service.createPaymentIntent(user, body);
    expect(payments.intents.get('pi_1')!.status).toBe('canceled');
    expect([...store.orders.keys()]).toEqual(['order-2']);
    expect(store.pointers.get('u1')).toEqual({ orderId: 'order-2', paymentId: 'pi_2' });
  });

  it('leaves a checkout being paid alone when a new one starts', async () => {
    const { store, payments, service } = setup();
    const body = checkoutRequest([{ product: rose, quantity: 1 }]);
    await service.createPaymentIntent(user, body);
    payments.succeed('pi_1');
    await service.createPaymentIntent(user, body);
    expect(store.orders.has('order-1')).toBe(true);
  });

  it('removes the checkout and answers 502 when the provider is down', async () => {
    const { store, payments, service } = setup();
    payments.state.down = true;
    expect((await refusal(service.createPaymentIntent(user, checkoutRequest([{ product: rose, quantity: 1 }])))).status).toBe(502);
    expect(store.orders.size).toBe(0);
    expect(store.pointers.size).toBe(0);
  });
});
