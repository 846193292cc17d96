import { normalizePromoCode } from '@shared/cart/promo-codes';
import { orderDay } from '@shared/orders/order-day';

/** The counters of the totals item, by name. */
type Totals = Record<string, number>;

/** A promo code's figures in one month: the paid orders that used it and the discount they got. */
export type PromoFigures = { uses: number; discountCents: number };

/** A customer's paid orders and what they spent on those still earning (cents), for the admin's users list. */
type CustomerFigures = { orders: number; spentCents: number };

/** The key of a code's figures in a month, `<YYYY-MM>#<CODE>` (the month is always 7 characters). */
export const promoMonthKey = (month: string, code: string) => `${month}#${code}`;

/**
 * What one item adds to the dashboard: totals, per-day figures keyed by shop day, per-code
 * figures keyed by shop month and code (promoMonthKey), and per-customer figures.
 */
export interface Contribution {
  totals: Totals;
  days: Record<string, { orders: number; revenueCents: number }>;
  promos: Record<string, PromoFigures>;
  /** Per customer (by user id): paid orders and the revenue they earn. */
  customers: Record<string, CustomerFigures>;
  /** The customer who has a paid order, when the item is one. */
  payingCustomer?: string;
}

const EMPTY: Contribution = { totals: {}, days: {}, promos: {}, customers: {} };
const NOT_OPEN = new Set(['delivered', 'cancelled']);

/**
 * What an item (a stream image) counts for on the dashboard. The counters are always the sum of
 * every item's contribution, so a change applies `contribution(new) − contribution(old)` and the
 * figures agree with the data after any series of orders, status changes, cancellations and
 * refunds. A paid order is one whose payment succeeded (paid, or refunded since); its revenue,
 * units and use of a promo code (with its discount, in the shop month it was placed) count while
 * it is paid and not cancelled.
 */
export function contributionOf(item: Record<string, unknown> | undefined, timeZone?: string): Contribution {
  switch (item?.type) {
    case 'user':
      return { ...EMPTY, totals: { users: 1, customers: item.role === 'admin' ? 0 : 1 } };
    case 'product':
      return { ...EMPTY, totals: { products: 1 } };
    case 'subscriber':
      return { ...EMPTY, totals: { subscribers: 1 } };
    case 'order': {
      const status = String(item.status);
      const paid = item.paymentStatus === 'paid' || item.paymentStatus === 'refunded';
      const earning = item.paymentStatus === 'paid' && status !== 'cancelled';
      const revenueCents = earning ? Number(item.totalCents ?? 0) : 0;
      const units = earning
        ? ((item.items as { quantity?: number }[] | undefined) ?? []).reduce((sum, line) => sum + Number(line.quantity ?? 0), 0)
        : 0;
      // The day the order was placed, as its number and the customer's pages give it.
      const day = orderDay({ createdAt: String(item.createdAt), timeZone: typeof item.timeZone === 'string' ? item.timeZone : timeZone });
      const code = normalizePromoCode(typeof item.promoCode === 'string' ? item.promoCode : null);
      return {
        totals: {
          orders: 1,
          [`status_${status}`]: 1,
          paidOrders: paid ? 1 : 0,
          nonDelivered: paid && !NOT_OPEN.has(status) ? 1 : 0,
          revenueCents,
          unitsSold: units,
        },
        days: paid ? { [day]: { orders: 1, revenueCents } } : {},
        promos:
          earning && code ? { [promoMonthKey(day.slice(0, 7), code)]: { uses: 1, discountCents: Number(item.discountCents ?? 0) } } : {},
        customers: paid && item.userId ? { [String(item.userId)]: { orders: 1, spentCents: revenueCents } } : {},
        ...(paid ? { payingCustomer: String(item.userId) } : {}),
      };
    }
    default:
      return EMPTY;
  }
}

/** The change a stream record makes: new minus old, without zero entries. */
export function contributionDelta(
  oldItem: Record<string, unknown> | undefined,
  newItem: Record<string, unknown> | undefined,
  timeZone?: string,
): Contribution {
  const before = contributionOf(oldItem, timeZone);
  const after = contributionOf(newItem, timeZone);
  const totals: Totals = {};
  for (const key of new Set([...Object.keys(before.totals), ...Object.keys(after.totals)])) {
    const d = (after.totals[key] ?? 0) - (before.totals[key] ?? 0);
    if (d) totals[key] = d;
  }
  const days: Contribution['days'] = {};
  for (const day of new Set([...Object.keys(before.days), ...Object.keys(after.days)])) {
    const orders = (after.days[day]?.orders ?? 0) - (before.days[day]?.orders ?? 0);
    const revenueCents = (after.days[day]?.revenueCents ?? 0) - (before.days[day]?.revenueCents ?? 0);
    if (orders || revenueCents) days[day] = { orders, revenueCents };
  }
  const promos: Contribution['promos'] = {};
  for (const key of new Set([...Object.keys(before.promos), ...Object.keys(after.promos)])) {
    const uses = (after.promos[key]?.uses ?? 0) - (before.promos[key]?.uses ?? 0);
    const discountCents = (after.promos[key]?.discountCents ?? 0) - (before.promos[key]?.discountCents ?? 0);
    if (uses || discountCents) promos[key] = { uses, discountCents };
  }
  const customers: Contribution['customers'] = {};
  for (const id of new Set([...Object.keys(before.customers), ...Object.keys(after.customers)])) {
    const orders = (after.customers[id]?.orders ?? 0) - (before.customers[id]?.orders ?? 0);
    const spentCents = (after.customers[id]?.spentCents ?? 0) - (before.customers[id]?.spentCents ?? 0);
    if (orders || spentCents) customers[id] = { orders, spentCents };
  }
  return { totals, days, promos, customers, ...(after.payingCustomer ? { payingCustomer: after.payingCustomer } : {}) };
}

/** Whether a delta changes any counter (the customer mark aside). */
export const countsAnything = (delta: Contribution) =>
  Object.keys(delta.totals).length > 0 ||
  Object.keys(delta.days).length > 0 ||
  Object.keys(delta.promos).length > 0 ||
  Object.keys(delta.customers).length > 0;
