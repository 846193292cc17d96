import { randomBytes } from 'node:crypto';
import { type CustomerMailedStatus, statusMoveRefusal } from '@shared/admin/order-status-change';
import { AppError } from '@shared/errors';
import type { AdminOrdersAnswer } from '@shared/routes/admin';
import { ORDER_STATUSES, type Order, type OrderStatus, type Product } from '@shared/types';
import { log } from '../commons/logger';
import type { OrderTemplateName } from '../mail/mail-types';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { StatusChange } from '../repositories/order-status';
import { fromOrderRecord, type OrderRecord } from '../repositories/orders';

/** The statuses of the "All(non-delivered)" tab: paid orders still to be fulfilled. */
const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped'];

// Exactly the statuses the admin screen asks about before changing (CUSTOMER_MAILED_STATUSES).
const MAIL_FOR: Partial<Record<OrderStatus, OrderTemplateName>> = {
  shipped: 'order-shipped',
  delivered: 'order-delivered',
  cancelled: 'order-cancelled',
} satisfies Record<CustomerMailedStatus, OrderTemplateName>;

/** What the order tabs read: the orders of a status, and the stream-kept counters. */
interface OrderListsDeps {
  listOrdersByStatus(status: OrderStatus): Promise<Order[]>;
  readTotals(): Promise<Record<string, number>>;
}

/** What a status change reads and writes, and the payment provider a cancellation refunds through. */
interface StatusChangeDeps {
  getOrderRecord(id: string): Promise<OrderRecord | undefined>;
  getProduct(productId: string): Promise<Product | undefined>;
  applyStatusChange(change: StatusChange, now: Date): Promise<boolean>;
  /** Records a paid order's refund once, with its customer's email (repositories/order-status.ts). */
  recordRefund(record: OrderRecord, now: Date): Promise<boolean>;
  payments: PaymentGateway;
  now?: () => Date;
}

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt);

/** The admin's order tabs by status, with counts from the stream-kept counters. */
export function createOrderLists(deps: OrderListsDeps) {
  async function counts(): Promise<AdminOrdersAnswer['statusCounts']> {
    const totals = await deps.readTotals();
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, Math.max(0, totals[`status_${s}`] ?? 0)])) as Record<
      OrderStatus,
      number
    >;
    return {
      ...byStatus,
      all: ORDER_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
      'non-delivered': OPEN_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
    };
  }

  return {
    async inStatus(status: OrderStatus): Promise<AdminOrdersAnswer> {
      const [orders, statusCounts] = await Promise.all([deps.listOrdersByStatus(status), counts()]);
      return { success: true, orders, statusCounts };
    },

    async nonDelivered(): Promise<AdminOrdersAnswer> {
      const [lists, statusCounts] = await Promise.all([Promise.all(OPEN_STATUSES.map((s) => deps.listOrdersByStatus(s))), counts()]);
      return { success: true, orders: lists.flat().sort(newestFirst), statusCounts };
    },
  };
}

/**
 * Moves an order to a status the money allows (spec 02 §4's selector offers all of them; the
 * server refuses the impossible ones with a 409). Cancelling a paid order claims it first
 * (cancelled, its stock put back, still paid), then refunds it in full, then records the
 * refund with the customer's email: a lost race refunds nothing, and a cancel that stopped
 * before its refund was recorded is finished by cancelling again (or by the provider's refund event).
 */
export function createStatusChange(deps: StatusChangeDeps) {
  const now = deps.now ?? (() => new Date());

  /** Refunds a cancelled order still paid, then records the refund; both are safe to repeat. */
  async function refundClaimed(record: OrderRecord): Promise<{ success: true; order: Order; message: string }> {
    try {
      await deps.payments.refund(record.paymentId!, 'Cancelled by the shop');
    } catch (error) {
      log.error('refund of a cancelled order failed', { orderId: record.id, paymentId: record.paymentId, error });
      throw new AppError(
        'PAYMENT_UNAVAILABLE',
        'The order is cancelled and its stock put back, but the refund could not be made right now. Cancel it again in a moment to retry the refund.',
      );
    }
    await deps.recordRefund(record, now());
    const after = (await deps.getOrderRecord(record.id))!;
    return { success: true, order: fromOrderRecord(after), message: 'Order cancelled; the payment was refunded and the stock put back' };
  }

  return async function changeStatus(orderId: string, to: OrderStatus): Promise<{ success: true; order: Order; message: string }> {
    const record = await deps.getOrderRecord(orderId);
    if (!record || record.type !== 'order') throw new AppError('NOT_FOUND', 'Order not found');
    const owesRefund = (order: OrderRecord) => order.status === 'cancelled' && order.paymentStatus === 'paid' && Boolean(order.paymentId);
    if (record.status === to) {
      if (owesRefund(record)) return refundClaimed(record);
      return { success: true, order: fromOrderRecord(record), message: `Order is already ${to}` };
    }
    const refusal = statusMoveRefusal(record.status, to, record.paymentStatus);
    if (refusal) throw new AppError('CONFLICT', refusal);
    const paid = record.paymentStatus === 'paid';
    const refund = to === 'cancelled' && paid && Boolean(record.paymentId);
    const products = refund ? await Promise.all(record.items.map((line) => deps.getProduct(line.productId))) : [];
    const mail = refund ? undefined : MAIL_FOR[to];
    const change: StatusChange = {
      from: record,
      to,
      paid,
      restock: refund
        ? record.items.filter((_, i) => products[i]).map((line) => ({ productId: line.productId, quantity: line.quantity }))
        : [],
      ...(refund && record.promoClaim ? { giveBack: record.promoClaim } : {}),
      ...(to === 'shipped' && !record.trackingNumber ? { trackingNumber: `1Z${randomBytes(8).toString('hex').toUpperCase()}` } : {}),
      ...(mail ? { mail } : {}),
    };
    if (!(await deps.applyStatusChange(change, now()))) {
      const after = await deps.getOrderRecord(orderId);
      if (after?.status !== to) throw new AppError('CONFLICT', 'The order changed meanwhile. Reload the orders and try again.');
      // Another click claimed the same change: finish its refund if it is still owed.
      if (owesRefund(after)) return refundClaimed(after);
      return { success: true, order: fromOrderRecord(after), message: `Order status updated to ${to}` };
    }
    if (refund) return refundClaimed((await deps.getOrderRecord(orderId))!);
    return { success: true, order: fromOrderRecord((await deps.getOrderRecord(orderId))!), message: `Order status updated to ${to}` };
  };
}
