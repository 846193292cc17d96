import { formatMoney } from '../format/money';
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
const STATUS_CHANGE_MESSAGES = {
  failedFallback: 'Failed to update order status. Please try again.',
} as const;

/**
 * The statuses whose change emails the customer (functions/services/admin-orders.ts sends a mail
 * for exactly these); cancelling a paid order also refunds it.
 */
const CUSTOMER_MAILED_STATUSES = ['shipped', 'delivered', 'cancelled'] as const;
export type CustomerMailedStatus = (typeof CUSTOMER_MAILED_STATUSES)[number];

/** What the admin is asked before a change that emails the customer or refunds a payment. */
export interface StatusChangeQuestion {
  question: string;
  detail: string;
  confirmLabel: string;
  /** The button that steps back without a change. */
  backLabel: string;
  /** A refund or a cancellation cannot be taken back; shipping and delivery can be corrected. */
  destructive: boolean;
}

/**
 * The question before moving an order to `to`, naming what will happen ('Mark ORD-… as shipped
 * and email the customer?'); null for a change that neither emails nor refunds, which applies at once.
 */
export function statusChangeQuestion(
  order: { number: string; status: OrderStatus; paymentStatus: PaymentStatus | null | undefined; total: number },
  to: OrderStatus,
): StatusChangeQuestion | null {
  if (to === order.status || !(CUSTOMER_MAILED_STATUSES as readonly OrderStatus[]).includes(to)) return null;
  if (to === 'cancelled') {
    const paid = order.paymentStatus === 'paid';
    return {
      question: paid
        ? `Cancel ${order.number}, refund ${formatMoney(order.total)} and email the customer?`
        : `Cancel ${order.number} and email the customer?`,
      detail: cancelConsequence(order.paymentStatus),
      confirmLabel: paid ? 'Cancel and refund' : 'Cancel order',
      backLabel: 'Keep order',
      destructive: true,
    };
  }
  const label = ORDER_STATUS_LABELS[to].toLowerCase();
  return {
    question: `Mark ${order.number} as ${label} and email the customer?`,
    detail: to === 'shipped' ? 'The customer is told the order is on its way.' : 'The customer is told the order has arrived.',
    confirmLabel: `Mark as ${label}`,
    backLabel: 'Cancel',
    destructive: false,
  };
}

/** What cancelling an order will do, shown under the question. */
function cancelConsequence(paymentStatus: PaymentStatus | null | undefined): string {
  return paymentStatus === 'paid'
    ? 'The payment will be refunded in full and the items will go back into stock. This cannot be undone.'
    : 'The order will be closed. This cannot be undone.';
}

/** The notice after a change: the server's message, else '{number} is now {Status}.'. */
export function statusChangedMessage(orderNumber: string, status: OrderStatus, serverMessage?: string): string {
  return serverMessageOr(serverMessage, `${orderNumber} is now ${ORDER_STATUS_LABELS[status]}.`);
}

/** A failed change: the server's message, else the fallback. */
export function statusChangeFailure(serverMessage: unknown): string {
  return serverMessageOr(serverMessage, STATUS_CHANGE_MESSAGES.failedFallback);
}
