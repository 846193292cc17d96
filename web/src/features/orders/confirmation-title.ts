import type { Order } from '@shared/types';

/** The confirmation page's heading for a paid order (spec 02 §2). */
const ORDER_CONFIRMED_TITLE = 'Order Confirmed!';

/** The heading for an order that is not (or no longer) a paid one: unpaid, refunded or cancelled. */
const ORDER_DETAILS_TITLE = 'Order Details';

/** 'Order Confirmed!' for a paid order that is not cancelled; else 'Order Details'. */
export function confirmationTitle(order: Pick<Order, 'status' | 'paymentStatus'>): string {
  return order.paymentStatus === 'paid' && order.status !== 'cancelled' ? ORDER_CONFIRMED_TITLE : ORDER_DETAILS_TITLE;
}
