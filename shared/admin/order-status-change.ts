import { serverMessageOr } from '../format/server-message';
import { ORDER_STATUS_LABELS } from '../orders/order-status';
import type { OrderStatus, PaymentStatus } from '../types';

/** The statuses that say the shop is fulfilling an order, which only a paid order may have. */
const FULFILMENT: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

/**
 * Why an order may not move from `from` to `to`, or null when it may: the status follows the
 * money. A cancelled order was refunded and restocked, so it stays cancelled; pending means not
 * yet paid, so no order goes back to it; only a paid order is confirmed, processed, shipped or delivered.
 */
export function statusMoveRefusal(from: OrderStatus, to: OrderStatus, paymentStatus: PaymentStatus | null | undefined): string | null {
  if (from === to) return null;
  const label = ORDER_STATUS_LABELS[to];
  if (from === 'cancelled') return `A cancelled order cannot become ${label}: its payment was refunded and its items put back in stock.`;
  if (to === 'pending') return `An order cannot go back to Pending once it is ${ORDER_STATUS_LABELS[from]}.`;
  if (FULFILMENT.includes(to) && paymentStatus !== 'paid')
    return `This order has no payment (it is ${paymentStatus ?? 'unpaid'}), so it cannot become ${label}.`;
  return null;
}

/** The order status change texts. */
export const STATUS_CHANGE_MESSAGES = {
  cancelQuestion: 'Are you sure you want to cancel this order?',
  cancelConfirm: 'Yes, cancel order',
  failedFallback: 'Failed to update order status. Please try again.',
} as const;

/** Cancelling asks first (the server refunds a paid order and puts its units back in stock); other changes apply at once. */
export function needsCancelConfirmation(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'cancelled' && from !== 'cancelled';
}

/** What cancelling an order will do, shown under the question. */
export function cancelConsequence(orderNumber: string, paymentStatus: PaymentStatus | null | undefined): string {
  const money = paymentStatus === 'paid' ? 'The payment will be refunded and the' : 'The';
  return `${orderNumber}: ${money} items will go back into stock.`;
}

/** The notice after a change: the server's message, else '{number} is now {Status}.'. */
export function statusChangedMessage(orderNumber: string, status: OrderStatus, serverMessage?: string): string {
  return serverMessageOr(serverMessage, `${orderNumber} is now ${ORDER_STATUS_LABELS[status]}.`);
}

/** A failed change: the server's message, else the fallback. */
export function statusChangeFailure(serverMessage: unknown): string {
  return serverMessageOr(serverMessage, STATUS_CHANGE_MESSAGES.failedFallback);
}
