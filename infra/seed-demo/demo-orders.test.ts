import { describe, expect, it } from 'vitest';
import { seedPromo } from '../seed/promo-codes';
import { cartTotals } from '@shared/cart/totals';
import { toCents } from '@shared/format/money';
import { ORDER_NUMBER_PATTERN } from '@shared/orders/order-number';
import { ORDER_STATUSES } from '@shared/types';
import { aProduct } from '../../functions/test-support/fakes';
import { planDemoOrders } from './demo-orders';

const now = new Date('2026-06-15T12:00:00.000Z');
const products = Array.from({ length: 30 }, (_, i) =>
  aProduct({ product_id: `p${String(i).padStart(2, '0')}`, retail_price: 20 + i * 7.25 }),
);
const plan = (userId = 'u1') => planDemoOrders({ userId, email: 'demo@maison.local', products, now });

describe('demo orders', () => {
  it('covers every status over the last months, newest last, none in the future', () => {
    const orders = plan();
    expect(orders).toHaveLength(8);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    for (const order of orders) {
      expect(Date.parse(order.createdAt)).toBeLessThan(now.getTime());
      expect(Date.parse(order.createdAt)).toBeGreaterThan(now.getTime() - 180 * 24 * 3600 * 1000);
      expect(order.orderId).toMatch(ORDER_NUMBER_PATTERN);
      expect(order.orderId.slice(4, 12)).toBe(order.createdAt.slice(0, 10).replaceAll('-', ''));
    }
  });

  it('computes totals with the cart rules, from the frozen prices', () => {
    for (const order of plan()) {
      const expected = cartTotals(
        order.items.map((i) => ({ price: i.price, quantity: i.quantity, inStock: true })),
        seedPromo(order.promoCode ?? undefined),
      );
      expect(toCents(order.subtotal)).toBe(expected.subtotalCents);
      expect(toCents(order.promoDiscount)).toBe(expected.discountCents);
      expect(toCents(order.shipping)).toBe(expected.shippingCents);
      expect(toCents(order.tax)).toBe(expected.taxCents);
      expect(toCents(order.total)).toBe(
        toCents(order.subtotal) - toCents(order.promoDiscount) + toCents(order.shipping) + toCents(order.tax),
      );
      for (const item of order.items) expect(item.totalPrice).toBeCloseTo(item.price * item.quantity, 2);
    }
    const shipping = new Set(plan().map((o) => o.shipping));
    expect(shipping).toEqual(new Set([0, 9.99]));
  });

  it('tracks shipped and delivered orders, refunds the cancelled one, and pays by card', () => {
    for (const order of plan()) {
      expect(order.trackingNumber !== null).toBe(order.status === 'shipped' || order.status === 'delivered');
      expect(order.paymentMethod).toBe('card');
      const payment = order.status === 'cancelled' ? 'refunded' : order.status === 'pending' ? 'pending' : 'paid';
      expect(order.paymentStatus).toBe(payment);
      expect(Date.parse(order.estimatedDelivery)).toBeGreaterThan(Date.parse(order.createdAt));
      expect(order.shippingAddress).toMatchObject({ email: 'demo@maison.local', country: 'United States', zipCode: '97205' });
    }
  });

  it('is the same plan every time for a customer, and another plan for another', () => {
    expect(plan('u1')).toEqual(plan('u1'));
    expect(plan('u2').map((o) => o.id)).not.toEqual(plan('u1').map((o) => o.id));
  });

  it('plans nothing for an empty catalogue, and merges repeated picks in a small one', () => {
    expect(planDemoOrders({ userId: 'u1', email: 'x@y.z', products: [], now })).toEqual([]);
    const tiny = planDemoOrders({ userId: 'u1', email: 'x@y.z', products: products.slice(0, 1), now });
    expect(tiny.every((o) => o.items.length === 1)).toBe(true);
  });
});
