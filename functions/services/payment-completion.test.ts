import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import { paymentIntentInput } from '@shared/routes/payments';
import type { SessionUser } from '@shared/types';
import { checkoutRequest } from '../test-support/checkout-request';
import { aProduct } from '../test-support/fakes';
import { fakeCheckoutStore, fakePayments } from '../test-support/payment-fakes';
import { createCheckoutService } from './checkout';
import { MISMATCH_REASON, SOLD_OUT_REASON, createPaymentCompletion, createPaymentConfirmation } from './payment-completion';

const ada: SessionUser = { id: 'ada', role: 'user', username: 'ada', email: 'ada@example.com' };
const bob: SessionUser = { id: 'bob', role: 'user', username: 'bob', email: 'bob@example.com' };
const rose = aProduct({ product_id: 'rose', retail_price: 40, stock_quantity: 2 });

function setup() {
  const store = fakeCheckoutStore([rose]);
  const payments = fakePayments();
  let n = 0;
  const checkout = createCheckoutService({ ...store, payments: payments.gateway, newId: () => `order-${++n}` });
  const completion = createPaymentCompletion({ ...store, payments: payments.gateway });
  const confirm = createPaymentConfirmation({ ...store, payments: payments.gateway });
  const buy = async (user: SessionUser, quantity = 1) => {
    const answer = await checkout.createPaymentIntent(user, paymentIntentInput.parse(checkoutRequest([{ product: rose, quantity }])));
    const intentId = answer.clientSecret.split('_secret_')[0]!;
    payments.succeed(intentId);
    return { orderId: answer.orderId, intentId, intent: () => payments.gateway.retrieveIntent(intentId) };
  };
  return { store, payments, completion, confirm, buy };
}

describe('payment completion', () => {
  it('confirms a paid checkout once, however often it is applied', async () => {
    const { store, completion, buy } = setup();
    store.cartLines.add('ada|rose');
    const { orderId, intent } = await buy(ada, 2);
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await completion.settle(await intent()));
    expect(outcomes).toEqual(['confirmed', 'already-settled', 'already-settled']);
    expect(store.orders.get(orderId)).toMatchObject({ type: 'order', status: 'confirmed', paymentStatus: 'paid' });
    expect(store.stock.get('rose')).toBe(0);
    expect(store.cartLines.size).toBe(0);
    expect(store.mails).toEqual([`confirmed:${orderId}`]);
  });

  it('does nothing for an intent that has not succeeded', async () => {
    const { completion, payments, store, buy } = setup();
    const { intentId, orderId } = await buy(ada);
    payments.intents.set(intentId, {
      id: intentId,
      status: 'requires_payment_method',
      amount: 1,
      currency: 'usd',
      orderId,
      ours: true,
      paymentMethodType: 'card',
    });
    expect(await completion.settle(await payments.gateway.retrieveIntent(intentId))).toBe('not-paid');
    expect(store.mails).toEqual([]);
  });

  it('refuses a second buyer before any payment while the stock is held for the first', async () => {
    const { store, payments, buy } = setup();
    await buy(ada, 2);
    const refused = await buy(bob, 1).then(
      () => undefined,
      (error: unknown) => error as AppError,
    );
    expect(refused).toMatchObject({ status: 409, code: 'OUT_OF_STOCK' });
    expect(payments.intents.size).toBe(1);
    expect(store.stock.get('rose')).toBe(0);
  });

  it('gives the stock back once when a hold is released, and a late payment takes free stock again', async () => {
    const { store, completion, buy } = setup();
    const { orderId, intent } = await buy(ada, 2);
    const record = (await store.getOrderRecord(orderId))!;
    expect(await store.releaseHold(record)).toBe(true);
    expect(await store.releaseHold(record)).toBe(false);
    expect(store.stock.get('rose')).toBe(2);
    expect(await completion.settle(await intent())).toBe('confirmed');
    expect(store.stock.get('rose')).toBe(0);
  });

  it('refunds a payment whose hold expired and whose stock another buyer took meanwhile', async () => {
    const { store, payments, completion, buy } = setup();
    const first = await buy(ada, 2);
    await store.releaseHold((await store.getOrderRecord(first.orderId))!);
    const second = await buy(bob, 2);
    expect(await completion.settle(await first.intent())).toBe('refunded');
    expect(await completion.settle(await second.intent())).toBe('confirmed');
    expect(payments.refunds).toEqual([first.intentId]);
    expect(store.orders.get(first.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: SOLD_OUT_REASON,
    });
    expect(store.stock.get('rose')).toBe(0);
    expect(store.mails).toEqual([`refunded:${first.orderId}`, `confirmed:${second.orderId}`]);
  });

  it('refunds a payment whose amount or currency does not match its order', async () => {
    const { store, payments, completion, buy } = setup();
    const { intentId, orderId, intent } = await buy(ada);
    payments.intents.get(intentId)!.amount += 1;
    expect(await completion.settle(await intent())).toBe('refunded');
    expect(store.orders.get(orderId)).toMatchObject({ status: 'cancelled', cancelReason: MISMATCH_REASON });
    expect(store.stock.get('rose')).toBe(2);
  });

  it('refunds a payment that has no order', async () => {
    const { payments, completion } = setup();
    payments.intents.set('pi_lost', {
      id: 'pi_lost',
      status: 'succeeded',
      amount: 500,
      currency: 'usd',
      orderId: 'gone',
      ours: true,
      paymentMethodType: 'card',
    });
    expect(await completion.settle(await payments.gateway.retrieveIntent('pi_lost'))).toBe('refunded');
    expect(payments.refunds).toEqual(['pi_lost']);
  });

  it("leaves alone a payment that is not this deployment's: no refund, no order touched", async () => {
    const { store, payments, completion, confirm, buy } = setup();
    const { orderId } = await buy(ada);
    // A payment link or invoice on the same account, and another deployment's intent naming an order id ours also has.
    payments.intents.set('pi_link', {
      id: 'pi_link',
      status: 'succeeded',
      amount: 500,
      currency: 'usd',
      ours: false,
      paymentMethodType: 'card',
    });
    payments.intents.set('pi_staging', {
      id: 'pi_staging',
      status: 'succeeded',
      amount: 500,
      currency: 'usd',
      orderId,
      ours: false,
      paymentMethodType: 'card',
    });
    expect(await completion.settle(await payments.gateway.retrieveIntent('pi_link'))).toBe('not-ours');
    expect(await completion.settle(await payments.gateway.retrieveIntent('pi_staging'))).toBe('not-ours');
    await completion.failed({
      ...(await payments.gateway.retrieveIntent('pi_staging')),
      status: 'requires_payment_method',
      lastError: 'declined elsewhere',
    });
    expect(payments.refunds).toEqual([]);
    expect(store.orders.get(orderId)).toMatchObject({ type: 'checkout', paymentStatus: 'pending' });
    await expect(confirm('ada', orderId, 'pi_staging')).rejects.toMatchObject({ status: 400 });
  });

  it('settles an unmarked intent that its own order names as its payment (made before intents were marked)', async () => {
    const { payments, completion, buy } = setup();
    const { intentId } = await buy(ada);
    payments.intents.get(intentId)!.ours = false;
    expect(await completion.settle(await payments.gateway.retrieveIntent(intentId))).toBe('confirmed');
  });

  it('records a decline and keeps the checkout open; a late decline after payment changes nothing', async () => {
    const { store, completion, buy } = setup();
    const { orderId, intent } = await buy(ada);
    await completion.failed({ ...(await intent()), status: 'requires_payment_method', lastError: 'Your card was declined.' });
    expect(store.orders.get(orderId)).toMatchObject({ type: 'checkout', paymentStatus: 'failed', paymentError: 'Your card was declined.' });
    await completion.settle(await intent());
    await completion.failed({ ...(await intent()), lastError: 'late' });
    expect(store.orders.get(orderId)).toMatchObject({ type: 'order', paymentStatus: 'paid' });
  });

  it('marks a paid order refunded once when the provider reports a refund', async () => {
    const { store, completion, buy } = setup();
    const { orderId, intentId, intent } = await buy(ada);
    await completion.settle(await intent());
    await completion.refunded(intentId);
    await completion.refunded(intentId);
    expect(store.orders.get(orderId)!.paymentStatus).toBe('refunded');
    expect(store.mails.filter((m) => m.startsWith('refunded'))).toHaveLength(1);
  });

  it("confirm-payment answers the caller's order, 404 for another customer, and refuses an unpaid intent", async () => {
    const { confirm, payments, buy } = setup();
    const { orderId, intentId } = await buy(ada);
    await expect(confirm('bob', orderId, intentId)).rejects.toMatchObject({ status: 404 });
    const answer = await confirm('ada', orderId, intentId);
    expect(answer).toMatchObject({ success: true, order: { id: orderId, status: 'confirmed', paymentStatus: 'paid' } });
    payments.intents.set('pi_other', {
      id: 'pi_other',
      status: 'processing',
      amount: 1,
      currency: 'usd',
      orderId,
      ours: true,
      paymentMethodType: 'card',
    });
    const processing = await confirm('ada', orderId, 'pi_other').catch((e: unknown) => e);
    expect(processing).toBeInstanceOf(AppError);
    expect((processing as AppError).message).toBe('Payment is being processed. Please wait...');
  });
});
