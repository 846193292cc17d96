import { describe, expect, it } from 'vitest';
import { contributionDelta, contributionOf } from './stats-contribution';

const order = (overrides: Record<string, unknown> = {}) => ({
  type: 'order',
  status: 'confirmed',
  paymentStatus: 'paid',
  totalCents: 10_000,
  userId: 'u1',
  createdAt: '2026-11-20T15:00:00Z',
  paidAt: '2026-11-20T15:01:00Z',
  items: [{ quantity: 2 }, { quantity: 1 }],
  ...overrides,
});

describe('dashboard contributions', () => {
  it('counts users, customers, products and subscribers', () => {
    expect(contributionOf({ type: 'user', role: 'user' }).totals).toEqual({ users: 1, customers: 1 });
    expect(contributionOf({ type: 'user', role: 'admin' }).totals).toEqual({ users: 1, customers: 0 });
    expect(contributionOf({ type: 'product' }).totals).toEqual({ products: 1 });
    expect(contributionOf({ type: 'subscriber' }).totals).toEqual({ subscribers: 1 });
    expect(contributionOf({ type: 'cartLine' }).totals).toEqual({});
  });

  it('counts a paid order: revenue, units, open, its day in the shop time zone, its customer', () => {
    const c = contributionOf(order(), 'America/New_York');
    expect(c.totals).toMatchObject({ orders: 1, paidOrders: 1, nonDelivered: 1, revenueCents: 10_000, unitsSold: 3, status_confirmed: 1 });
    expect(c.days).toEqual({ '2026-11-20': { orders: 1, revenueCents: 10_000 } });
    expect(c.payingCustomer).toBe('u1');
  });

  it('counts an order on the day it was placed, in the zone it was placed under, as its number is dated', () => {
    // Placed at 21:45 in New York on 26 November (02:45 UTC on the 27th), paid a minute later.
    const evening = order({ createdAt: '2026-11-27T02:45:00Z', paidAt: '2026-11-27T02:46:00Z', timeZone: 'America/New_York' });
    expect(Object.keys(contributionOf(evening, 'America/New_York').days)).toEqual(['2026-11-26']);
    // Placed just before midnight and paid after it: still the day it was placed.
    const lingering = order({ createdAt: '2026-11-27T04:55:00Z', paidAt: '2026-11-27T05:10:00Z' });
    expect(Object.keys(contributionOf(lingering, 'America/New_York').days)).toEqual(['2026-11-26']);
  });

  it('does not count an unpaid checkout, nor an unpaid order as paid', () => {
    expect(contributionOf({ ...order(), type: 'checkout' }).totals).toEqual({});
    expect(contributionOf(order({ paymentStatus: 'pending', status: 'pending' })).totals).toMatchObject({
      orders: 1,
      paidOrders: 0,
      revenueCents: 0,
      nonDelivered: 0,
    });
  });

  it('a checkout becoming a paid order adds it once', () => {
    expect(contributionDelta({ ...order(), type: 'checkout', paymentStatus: 'pending', status: 'pending' }, order()).totals).toMatchObject({
      orders: 1,
      paidOrders: 1,
      revenueCents: 10_000,
      unitsSold: 3,
    });
  });

  it('delivery closes an order; a cancellation with refund takes its revenue and units back but keeps it paid', () => {
    expect(contributionDelta(order(), order({ status: 'delivered' })).totals).toEqual({
      nonDelivered: -1,
      status_confirmed: -1,
      status_delivered: 1,
    });
    const cancelled = contributionDelta(order(), order({ status: 'cancelled', paymentStatus: 'refunded' }));
    expect(cancelled.totals).toEqual({ nonDelivered: -1, revenueCents: -10_000, unitsSold: -3, status_confirmed: -1, status_cancelled: 1 });
    expect(cancelled.days).toEqual({ '2026-11-20': { orders: 0, revenueCents: -10_000 } });
  });

  it("counts a customer's paid orders and what they spent, taking a cancelled order's spending back", () => {
    const paid = order();
    expect(contributionOf({ ...paid, type: 'checkout' }).customers).toEqual({});
    expect(contributionOf(order({ paymentStatus: 'pending', status: 'pending' })).customers).toEqual({});
    const spent = contributionOf(paid).customers[String(paid.userId)];
    expect(spent).toEqual({ orders: 1, spentCents: Number(paid.totalCents) });
    expect(contributionDelta({ ...paid, type: 'checkout', paymentStatus: 'pending', status: 'pending' }, paid).customers).toEqual({
      [String(paid.userId)]: spent,
    });
    expect(contributionDelta(paid, order({ status: 'delivered' })).customers).toEqual({});
    expect(contributionDelta(paid, order({ status: 'cancelled', paymentStatus: 'refunded' })).customers).toEqual({
      [String(paid.userId)]: { orders: 0, spentCents: -Number(paid.totalCents) },
    });
  });

  it('a removed item takes back what it added', () => {
    expect(contributionDelta({ type: 'product' }, undefined).totals).toEqual({ products: -1 });
    expect(contributionDelta({ type: 'user', role: 'user' }, { type: 'user', role: 'user', emailVerified: true }).totals).toEqual({});
  });

  it("counts a paid order's promo code in its shop month: one use and the discount in cents", () => {
    const c = contributionOf(order({ promoCode: 'SPRING15', discountCents: 1_500 }), 'America/New_York');
    expect(c.promos).toEqual({ '2026-11#SPRING15': { uses: 1, discountCents: 1_500 } });
    expect(contributionOf(order(), 'America/New_York').promos).toEqual({});
    expect(contributionOf(order({ promoCode: null, discountCents: 0 })).promos).toEqual({});
  });

  it('counts a code only once paid: a checkout, or an order not paid, uses nothing', () => {
    expect(contributionOf({ ...order({ promoCode: 'SPRING15', discountCents: 1_500 }), type: 'checkout' }).promos).toEqual({});
    expect(
      contributionOf(order({ promoCode: 'SPRING15', discountCents: 1_500, paymentStatus: 'pending', status: 'pending' })).promos,
    ).toEqual({});
    const paid = contributionDelta(
      { ...order({ promoCode: 'SPRING15', discountCents: 1_500 }), type: 'checkout', paymentStatus: 'pending', status: 'pending' },
      order({ promoCode: 'SPRING15', discountCents: 1_500 }),
    );
    expect(paid.promos).toEqual({ '2026-11#SPRING15': { uses: 1, discountCents: 1_500 } });
  });

  it('a cancellation or a refund gives the use and the discount back; a status change keeps them', () => {
    const used = order({ promoCode: 'SPRING15', discountCents: 1_500 });
    expect(contributionDelta(used, { ...used, status: 'shipped' }).promos).toEqual({});
    expect(contributionDelta(used, { ...used, status: 'cancelled' }).promos).toEqual({
      '2026-11#SPRING15': { uses: -1, discountCents: -1_500 },
    });
    expect(contributionDelta(used, { ...used, status: 'cancelled', paymentStatus: 'refunded' }).promos).toEqual({
      '2026-11#SPRING15': { uses: -1, discountCents: -1_500 },
    });
    expect(contributionDelta(used, { ...used, paymentStatus: 'refunded' }).promos).toEqual({
      '2026-11#SPRING15': { uses: -1, discountCents: -1_500 },
    });
    expect(contributionDelta(used, undefined).promos).toEqual({ '2026-11#SPRING15': { uses: -1, discountCents: -1_500 } });
  });

  it('puts a use in the month of the shop time zone, not of UTC', () => {
    // 03:00 UTC on 1 December is still 30 November in New York, and already 1 December in Paris.
    const late = order({ promoCode: 'spring15 ', discountCents: 900, createdAt: '2026-12-01T03:00:00Z', paidAt: '2026-12-01T03:01:00Z' });
    expect(contributionOf(late, 'America/New_York').promos).toEqual({ '2026-11#SPRING15': { uses: 1, discountCents: 900 } });
    expect(contributionOf(late, 'Europe/Paris').promos).toEqual({ '2026-12#SPRING15': { uses: 1, discountCents: 900 } });
  });
});
