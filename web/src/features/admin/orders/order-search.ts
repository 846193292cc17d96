import { normalizeQuery } from '@/lib/catalog/search';
import { displayOrderNumber } from '@shared/orders/order-number';
import type { Order } from '@shared/types';

type SearchableOrder = Pick<Order, 'orderId' | 'id' | '_id' | 'customerName' | 'items'> & {
  shippingAddress?: Partial<Order['shippingAddress']> | null;
};

// The texts an admin may look an order up by.
function searchableTexts(order: SearchableOrder): string[] {
  const texts = [
    displayOrderNumber(order),
    order.id,
    order.customerName,
    order.shippingAddress?.fullName,
    order.shippingAddress?.email,
    ...(order.items ?? []).flatMap((item) => [item.name, item.productName]),
  ];
  return texts.filter((text): text is string => typeof text === 'string' && text !== '');
}

/**
 * True when the order number, the customer's name or email, or a product name contains the query,
 * ignoring case and surrounding spaces; an empty query matches every order.
 */
export function matchesOrderSearch(order: SearchableOrder, query: string | null | undefined): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return searchableTexts(order).some((text) => text.toLowerCase().includes(needle));
}

/** The orders matching an admin search, in their original order. */
export function searchOrders<T extends SearchableOrder>(orders: readonly T[], query: string | null | undefined): T[] {
  return orders.filter((order) => matchesOrderSearch(order, query));
}
