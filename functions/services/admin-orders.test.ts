import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@shared/types';
import type { StatusChange } from '../repositories/order-status';
import { type OrderRecord, toOrderRecord } from '../repositories/orders';
import { aProduct } from '../test-support/fakes';
import { fakePayments } from '../test-support/payment-fakes';
import { createStatusChange } from './admin-orders';

const rose = aProduct({ product_id: 'rose', retail_price: 40, stock_quantity: 3 });

/** One paid order in memory, with the table's conditions on status and payment, and a switch to lose the next race. */
function setup(status: OrderStatus = 'confirmed') {
  const payments = fakePayments();
  payments.intents.set('pi_1', {
    id: 'pi_1',
    status: 'succeeded',
    amount: 4000,
    currency: 'usd',
    orderId: 'o1',
    ours: true,
    paymentMethodType: 'card',
  });
  const order: OrderRecord = {
    ...toOrderRecord({
      id: 'o1',
      _id: 'o1',
      orderId: 'ORD-20260114-AAAAAA',
      userId: 'u1',
      status,
      date: '',
      createdAt: '',
      orderDate: '',
      updatedAt: '',
      items: [{ _id: 'o1-1', productId: 'rose', name: 'Rose', productName: 'Rose', image: '', quantity: 2, price: 20, totalPrice: 40 }],
      subtotal: 40,
      promoCode: null,
      promoDiscount: 0,
      shipping: 0,
      tax: 0,
      total: 40,
      shippingAddress: {
        fullName: 'Ada',
        email: 'ada@example.com',
        phone: '',
        addressLine1: '',
        city: '',
        state: '',
        zipCode: '',
        country: '',
      },
      customerName: 'Ada',
      country: '',
      address: '',
      estimatedDelivery: '',
      trackingNumber: null,
      paymentMethod: 'card',
      paymentStatus: 'paid',
      paymentId: 'pi_1',
    }),
  };
  const stock = new Map([['rose', 3]]);
  const mails: string[] = [];
  const race = { before: undefined as undefined | ((order: OrderRecord) => void) };
  const changeStatus = createStatusChange({
    getOrderRecord: async () => structuredClone(order),
    getProduct: async () => rose,
    async applyStatusChange(change: StatusChange) {
      race.before?.(order);
      race.before = undefined;
      if (order.status !== change.from.status || (change.paid && order.paymentStatus !== 'paid')) return false;
      order.status = change.to;
      for (const line of change.restock ?? []) stock.set(line.productId, (stock.get(line.productId) ?? 0) + line.quantity);
      if (change.mail) mails.push(change.mail);
      return true;
    },
    async recordRefund(seen: OrderRecord) {
      if (order.paymentStatus !== 'paid' || order.status !== seen.status) return false;
      order.paymentStatus = 'refunded';
      mails.push(seen.status === 'cancelled' ? 'order-cancelled' : 'order-refunded');
      return true;
    },
    payments: payments.gateway,
  });
  return { changeStatus, order, payments, stock, mails, race };
}

describe('admin order status changes follow the money', () => {
  it('refunds nothing when another change claimed the order first', async () => {
    const { changeStatus, order, payments, stock, race } = setup();
    race.before = (current) => (current.status = 'shipped');
    await expect(changeStatus('o1', 'cancelled')).rejects.toMatchObject({ status: 409 });
    expect(payments.refunds).toEqual([]);
    expect(order).toMatchObject({ status: 'shipped', paymentStatus: 'paid' });
    expect(stock.get('rose')).toBe(3);
  });

  it('claims the cancellation, then refunds, then records it with one email', async () => {
    const { changeStatus, order, payments, stock, mails } = setup('shipped');
    const answer = await changeStatus('o1', 'cancelled');
    expect(answer.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(payments.refunds).toEqual(['pi_1']);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(stock.get('rose')).toBe(5);
    expect(mails).toEqual(['order-cancelled']);
  });

  it('finishes a cancellation whose refund failed when it is cancelled again, restocking once', async () => {
    const { changeStatus, order, payments, stock, mails } = setup();
    const refund = payments.gateway.refund;
    payments.gateway.refund = async () => {
      throw new Error('provider down');
    };
    await expect(changeStatus('o1', 'cancelled')).rejects.toMatchObject({ status: 502 });
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    payments.gateway.refund = refund;
    const again = await changeStatus('o1', 'cancelled');
    expect(again.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(stock.get('rose')).toBe(5);
    expect(mails).toEqual(['order-cancelled']);
  });

  it('refuses to ship, deliver or confirm a cancelled order, or send an order back to pending', async () => {
    const { changeStatus, order } = setup();
    await changeStatus('o1', 'cancelled');
    for (const to of ['confirmed', 'shipped', 'delivered', 'pending'] as const) {
      await expect(changeStatus('o1', to)).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining('cancelled order'),
      });
    }
    expect(order.status).toBe('cancelled');
    const delivered = setup('delivered');
    await expect(delivered.changeStatus('o1', 'pending')).rejects.toMatchObject({
      status: 409,
      message: 'An order cannot go back to Pending once it is Delivered.',
    });
  });

  it('refuses to fulfil an order whose payment was refunded at the provider', async () => {
    const { changeStatus, order } = setup();
    order.paymentStatus = 'refunded';
    await expect(changeStatus('o1', 'shipped')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('no payment'),
    });
    expect(order.status).toBe('confirmed');
  });
});
