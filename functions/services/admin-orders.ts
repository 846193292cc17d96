import { randomBytes } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type { AdminOrdersAnswer } from '../../shared/routes/admin';
import { ORDER_STATUSES, type Order, type OrderStatus, type Product } from '../../shared/types';
import type { OrderTemplateName } from '../mail/mail-types';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { StatusChange } from '../repositories/order-status';
import { fromOrderRecord, type OrderRecord } from '../repositories/orders';

/** The statuses of the "All(non-delivered)" tab: paid orders still to be fulfilled. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped'];

const MAIL_FOR: Partial<Record<OrderStatus, OrderTemplateName>> = {
  shipped: 'order-shipped',
  delivered: 'order-delivered',
  cancelled: 'order-cancelled',
};

export interface AdminOrdersDeps {
  listOrdersByStatus(status: OrderStatus): Promise<Order[]>;
  readTotals(): Promise<Record<string, number>>;
  getOrderRecord(id: string): Promise<OrderRecord | undefined>;
  getProduct(productId: string): Promise<Product | undefined>;
  applyStatusChange(change: StatusChange, now: Date): Promise<boolean>;
  payments: PaymentGateway;
  now?: () => Date;
}

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt);

/** The admin's orders: tabs by status with counts from the stream-kept counters, and status changes. */
export function createAdminOrders(deps: AdminOrdersDeps) {
  const now = deps.now ?? (() => new Date());

  async function counts(): Promise<AdminOrdersAnswer['statusCounts']> {
    const totals = await deps.readTotals();
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, Math.max(0, totals[`status_${s}`] ?? 0)])) as Record<OrderStatus, number>;
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

    /**
     * Sets any status (spec 02 §4). Cancelling a paid order refunds it in full and puts its stock
     * back, exactly once however often it is clicked; shipped, delivered and cancelled email the customer.
     */
    async changeStatus(orderId: string, to: OrderStatus): Promise<{ success: true; order: Order; message: string }> {
      const record = await deps.getOrderRecord(orderId);
      if (!record || record.type !== 'order') throw new AppError('NOT_FOUND', 'Order not found');
      if (record.status === to) return { success: true, order: fromOrderRecord(record), message: `Order is already ${to}` };
      const refund = to === 'cancelled' && record.paymentStatus === 'paid' && Boolean(record.paymentId);
      if (refund) await deps.payments.refund(record.paymentId!, 'Cancelled by the shop');
      const products = refund ? await Promise.all(record.items.map((line) => deps.getProduct(line.productId))) : [];
      const change: StatusChange = {
        from: record,
        to,
        refunded: refund,
        restock: refund ? record.items.filter((_, i) => products[i]).map((line) => ({ productId: line.productId, quantity: line.quantity })) : [],
        ...(to === 'shipped' && !record.trackingNumber ? { trackingNumber: `1Z${randomBytes(8).toString('hex').toUpperCase()}` } : {}),
        ...(MAIL_FOR[to] ? { mail: MAIL_FOR[to] } : {}),
      };
      const applied = await deps.applyStatusChange(change, now());
      const after = await deps.getOrderRecord(orderId);
      if (!applied && after?.status !== to) throw new AppError('CONFLICT', 'The order changed meanwhile. Reload the orders and try again.');
      return {
        success: true,
        order: fromOrderRecord(after!),
        message: refund ? `Order cancelled; the payment was refunded and the stock put back` : `Order status updated to ${to}`,
      };
    },
  };
}
