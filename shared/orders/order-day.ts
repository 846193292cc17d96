import { DEFAULT_SHOP_TIME_ZONE, shopDay } from '../format/shop-day';

/** What an order's day is read from: when it was placed, and the shop's zone then. */
export interface PlacedAt {
  createdAt: string;
  /** The shop's time zone when the order was placed; the default zone for orders that predate it. */
  timeZone?: string | null;
}

/** The zone an order's dates are shown in: the shop's zone when it was placed. */
export function orderTimeZone(order: Pick<PlacedAt, 'timeZone'>): string {
  return order.timeZone || DEFAULT_SHOP_TIME_ZONE;
}

/**
 * The day an order was placed, `YYYY-MM-DD`: the shop's calendar day of its creation. Its number,
 * the customer's and the admin's pages and the dashboard's day counters all read this one day.
 */
export function orderDay(order: PlacedAt): string {
  return shopDay(order.createdAt, orderTimeZone(order));
}
