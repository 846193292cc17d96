import { displayStatus } from '@shared/orders/order-status';
import type { Order } from '@shared/types';

/**
 * True when the search text (trimmed, any case) appears in the order's display number, id,
 * status, tracking number or an item's name; an empty search matches every order.
 */
export function matchesOrderSearch(order: Order, search: string | undefined): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return true;
  const haystack = [
    order.orderId,
    order.id,
    displayStatus(order.status),
    order.trackingNumber ?? '',
    ...order.items.map((item) => item.name),
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** One page (1-based) of a list; a page past the end is empty rather than the last page. */
export function pageOf<T>(items: readonly T[], page: number, limit: number): { items: T[]; total: number; totalPages: number } {
  const start = (page - 1) * limit;
  return { items: items.slice(start, start + limit), total: items.length, totalPages: Math.ceil(items.length / limit) };
}
