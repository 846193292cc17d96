import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import type { ShortLine } from '@shared/cart/stock-hold';
import type { Product } from '@shared/types';
import { releaseExpiredHolds } from '../events/release-holds';
import { getOrderRecord } from '../repositories/orders';
import { getProduct } from '../repositories/products';
import { SOLD_OUT_REASON } from '../services/payment-completion';
import { apiCall } from '../test-support/api-call';
import { checkoutRequest, emulatorStripe, eventually, settledOrder, startPaidCheckout } from '../test-support/checkout';
import { createTestCustomer } from '../test-support/customers';
import { endHoldNow } from '../test-support/holds';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

const cloud = useLocalCloud();
const products = testProducts();
const { stripe } = emulatorStripe(cloud);
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => apiCall(cloud.api, method, path, options);
afterAll(() => products.removeAll());

const pay = (intentId: string, card = 'pm_card_visa') => stripe.paymentIntents.confirm(intentId, { payment_method: card });
const stockOf = async (product: Product) => (await getProduct(product.product_id))!.stock_quantity;
const stockBecomes = (product: Product, expected: number, what: string) =>
  eventually(async () => ((await stockOf(product)) === expected ? true : undefined), what);

/** Whether any charge of these intents was refunded. */
async function refundedAny(intentIds: string[]): Promise<boolean> {
  const intents = await Promise.all(intentIds.map((id) => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })));
  return intents.some((intent) => (intent.latest_charge as Stripe.Charge | null)?.refunded === true);
}

describe('stock held while paying', () => {
  it('sells the last 3 units to exactly 3 of 20 racing customers, refusing 17 before any charge, with no refund', async () => {
    const product = await products.create({ retail_price: 15, stock_quantity: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createTestCustomer()));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        call('POST', '/api/customer/create-payment-intent', { token: buyer.token, body: checkoutRequest([{ product, quantity: 1 }]) }),
      ),
    );
    const opened = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(opened).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'OUT_OF_STOCK' });
      expect(answer.body.lines).toEqual([
        { productId: product.product_id, name: product.name, requested: 1, available: 0 } satisfies ShortLine,
      ]);
      expect(answer.body.clientSecret).toBeUndefined();
    }
    // Held units are gone from the shop's stock before anyone has paid.
    expect(await stockOf(product)).toBe(0);
    // And from the catalogue the shop reads ("Only N left"), once the stream has republished it.
    await eventually(async () => {
      const catalogue = await call('GET', '/api/customer/products');
      const listed = (catalogue.body as unknown as Product[]).find((p) => p.product_id === product.product_id);
      return listed?.stock_quantity === 0 ? true : undefined;
    }, 'the catalogue to show the held units as gone');

    const intentIds = opened.map((answer) => String(answer.body.clientSecret).split('_secret_')[0]!);
    await Promise.all(intentIds.map((id) => pay(id)));
    const orders = await Promise.all(opened.map((answer) => settledOrder(String(answer.body.orderId))));
    expect(orders.map((order) => order.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(await refundedAny(intentIds)).toBe(false);
    expect(await stockOf(product)).toBe(0);
  }, 60_000);

  it('gives an abandoned checkout its stock back once its hold time has passed, once', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 5 });
    const customer = await createTestCustomer();
    const { orderId } = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product, quantity: 2 }]));
    expect(await stockOf(product)).toBe(3);
    expect(await getOrderRecord(orderId)).toMatchObject({ type: 'checkout', holdState: 'held' });

    await endHoldNow(orderId);
    // The cloud's own timer, as the EventBridge rule in AWS, finds it and gives the 2 units back.
    await stockBecomes(product, 5, 'the release timer to give the held stock back');
    expect(await getOrderRecord(orderId)).toMatchObject({ type: 'checkout', holdState: 'released' });
    // Another run, here or on the timer, gives nothing back twice.
    await releaseExpiredHolds(new Date(Date.now() + 3600_000));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await stockOf(product)).toBe(5);
  }, 30_000);

  it('keeps the hold through a declined card, and gives it back once when the shopper tries again', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 5 });
    const customer = await createTestCustomer();
    const body = checkoutRequest([{ product, quantity: 2 }]);
    const first = await startPaidCheckout(cloud, customer.token, body);
    await expect(pay(first.intentId, 'pm_card_chargeDeclined')).rejects.toMatchObject({ type: 'StripeCardError' });
    await eventually(
      async () => ((await getOrderRecord(first.orderId))?.paymentStatus === 'failed' ? true : undefined),
      'the decline to be recorded',
    );
    // Still held: the shopper may try another card on the same payment.
    expect(await stockOf(product)).toBe(3);

    const second = await startPaidCheckout(cloud, customer.token, body);
    expect((await stripe.paymentIntents.retrieve(first.intentId)).status).toBe('canceled');
    // The old hold went back and the new one was taken: 5 − 2, not 5 − 4 nor 5.
    expect(await stockOf(product)).toBe(3);
    // The provider's cancellation event for the old intent arrives later and gives nothing twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stockOf(product)).toBe(3);
    await pay(second.intentId);
    expect((await settledOrder(second.orderId)).status).toBe('confirmed');
    expect(await stockOf(product)).toBe(3);
  }, 30_000);

  it('lets a shopper who goes back and opens the payment again keep the last unit they hold', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 1 });
    const customer = await createTestCustomer();
    const body = checkoutRequest([{ product, quantity: 1 }]);
    await startPaidCheckout(cloud, customer.token, body);
    const again = await startPaidCheckout(cloud, customer.token, body);
    expect(await stockOf(product)).toBe(0);
    await pay(again.intentId);
    expect((await settledOrder(again.orderId)).status).toBe('confirmed');
    expect(await stockOf(product)).toBe(0);
  }, 30_000);

  it('gives a declined checkout its stock back when its hold expires', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 4 });
    const customer = await createTestCustomer();
    const { orderId, intentId } = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product, quantity: 1 }]));
    await expect(pay(intentId, 'pm_card_chargeDeclined')).rejects.toMatchObject({ type: 'StripeCardError' });
    await endHoldNow(orderId);
    await stockBecomes(product, 4, 'the expired hold to be released');
  }, 30_000);

  it('gives the stock back when the payment is cancelled at the provider', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 2 });
    const customer = await createTestCustomer();
    const { intentId } = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product, quantity: 2 }]));
    expect(await stockOf(product)).toBe(0);
    await stripe.paymentIntents.cancel(intentId);
    await stockBecomes(product, 2, 'the cancellation event to release the hold');
  }, 30_000);

  it('fulfils a payment that succeeds after its hold expired from free stock, never overselling', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 3 });
    const customer = await createTestCustomer();
    const { orderId, intentId } = await startPaidCheckout(cloud, customer.token, checkoutRequest([{ product, quantity: 1 }]));
    await endHoldNow(orderId);
    await stockBecomes(product, 3, 'the hold to be released');
    await pay(intentId);
    expect((await settledOrder(orderId)).status).toBe('confirmed');
    expect(await stockOf(product)).toBe(2);
    expect(await refundedAny([intentId])).toBe(false);
  }, 30_000);

  it('refunds a payment that succeeds after its hold expired when another buyer took the stock', async () => {
    const product = await products.create({ retail_price: 30, stock_quantity: 1 });
    const [late, quick] = await Promise.all([createTestCustomer(), createTestCustomer()]);
    const slow = await startPaidCheckout(cloud, late.token, checkoutRequest([{ product, quantity: 1 }]));
    await endHoldNow(slow.orderId);
    await stockBecomes(product, 1, 'the hold to be released');
    const fast = await startPaidCheckout(cloud, quick.token, checkoutRequest([{ product, quantity: 1 }]));
    await pay(fast.intentId);
    expect((await settledOrder(fast.orderId)).status).toBe('confirmed');
    await pay(slow.intentId);
    const refunded = await settledOrder(slow.orderId);
    expect(refunded).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancelReason: SOLD_OUT_REASON });
    expect(await refundedAny([slow.intentId])).toBe(true);
    expect(await stockOf(product)).toBe(0);
  }, 30_000);
});
