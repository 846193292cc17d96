import { serverMessageOr } from '../format/server-message';
import { ORDER_STATUS_LABELS } from '../orders/order-status';
import type { OrderStatus, PaymentStatus } from '../types';

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
