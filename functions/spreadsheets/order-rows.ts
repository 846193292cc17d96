import type { Order } from '@shared/types';
import type { Cell } from './workbook';

/** The order export's columns. */
export const ORDER_EXPORT_HEADERS = [
  'Order Number',
  'Date',
  'Status',
  'Payment Status',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Items',
  'Units',
  'Subtotal',
  'Discount',
  'Promo Code',
  'Shipping',
  'Tax',
  'Total',
] as const;

/** One order as an export row (money as numbers, dollars). */
export function orderRow(order: Order): Cell[] {
  return [
    order.orderId,
    new Date(order.createdAt),
    order.status,
    order.paymentStatus,
    order.shippingAddress.fullName,
    order.shippingAddress.email,
    order.shippingAddress.phone,
    order.address,
    order.items.map((item) => `${item.name} × ${item.quantity}`).join('; '),
    order.items.reduce((sum, item) => sum + item.quantity, 0),
    order.subtotal,
    order.promoDiscount,
    order.promoCode ?? '',
    order.shipping,
    order.tax,
    order.total,
  ];
}
