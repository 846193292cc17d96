import { serverMessageOr } from '@shared/format/server-message';

/** The order list and order confirmation texts (spec 01 §2, §8; spec 02 §2, §8), word for word. */
export const ORDER_MESSAGES = {
  loadErrorTitle: 'Error Loading Orders',
  loadErrorFallback: 'Failed to load orders. Please try again.',
  emptyTitle: 'No orders found',
  emptySearchHint: 'Try adjusting your search criteria',
  emptyNoOrders: "You haven't placed any orders yet",
  browseProducts: 'Browse Products',
  viewDetails: 'View Details',
  invoice: 'Invoice',
  confirmationNotFound: 'Order Not Found',
  confirmationLoadFallback: 'Failed to load order details',
  noOrderData: 'No order data available',
  viewAllOrders: 'View All Orders',
  continueShopping: 'Continue Shopping',
  goHome: 'Go Home',
} as const;

/** The empty order list's hint: the search hint while searching, else "You haven't placed any orders yet". */
export function emptyOrdersHint(search: string | null | undefined): string {
  return search?.trim() ? ORDER_MESSAGES.emptySearchHint : ORDER_MESSAGES.emptyNoOrders;
}

/** The order list's load failure: the server message, else 'Failed to load orders. Please try again.'. */
export function ordersLoadError(serverMessage: unknown): string {
  return serverMessageOr(serverMessage, ORDER_MESSAGES.loadErrorFallback);
}

/** The confirmation page's load failure: the server message, else 'Failed to load order details'. */
export function orderLoadError(serverMessage: unknown): string {
  return serverMessageOr(serverMessage, ORDER_MESSAGES.confirmationLoadFallback);
}
