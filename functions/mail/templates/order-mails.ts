import { formatMoney } from '@shared/format/money';
import { formatShopLongDate } from '@shared/format/shop-time';
import { orderTimeZone } from '@shared/orders/order-day';
import { formatShippingAddress } from '@shared/orders/shipping-address-text';
import type { Order } from '@shared/types';
import { type MailContent, type MailSection, SHOP_NAME } from './layout';

/** A day of the order in full, in the shop's zone it was placed under. */
const longDate = (iso: string, order: Order) => formatShopLongDate(iso, orderTimeZone(order));

/** The order's lines, name × quantity and their price, as every order email lists them. */
export function linesSection(order: Order): MailSection {
  return {
    title: 'Your items',
    rows: order.items.map((item) => ({ label: `${item.name} × ${item.quantity}`, value: formatMoney(item.totalPrice) })),
  };
}

function totalsSection(order: Order): MailSection {
  return {
    title: 'Summary',
    rows: [
      { label: 'Subtotal', value: formatMoney(order.subtotal) },
      ...(order.promoDiscount > 0
        ? [{ label: `Discount${order.promoCode ? ` (${order.promoCode})` : ''}`, value: `-${formatMoney(order.promoDiscount)}` }]
        : []),
      { label: 'Shipping', value: order.shipping > 0 ? formatMoney(order.shipping) : 'Free' },
      { label: 'Tax', value: formatMoney(order.tax) },
      { label: 'Total', value: formatMoney(order.total), strong: true },
    ],
  };
}

/** Sent once when a paid order is confirmed: number, lines, totals, address, estimated delivery, a link. */
export function orderConfirmationContent(order: Order, link: string): MailContent {
  return {
    subject: `Your ${SHOP_NAME} order ${order.orderId} is confirmed`,
    preheader: `Thank you for your order. Total ${formatMoney(order.total)}, estimated delivery ${longDate(order.estimatedDelivery, order)}.`,
    heading: `Thank you, ${order.shippingAddress.fullName}`,
    paragraphs: [
      `We have received your payment and confirmed order ${order.orderId}.`,
      `Estimated delivery: ${longDate(order.estimatedDelivery, order)}.`,
    ],
    sections: [
      linesSection(order),
      totalsSection(order),
      { title: 'Shipping to', rows: [{ label: formatShippingAddress(order.shippingAddress), value: '' }] },
    ],
    button: { label: 'View your order', url: link },
    reason: `You received this email because you placed an order at ${SHOP_NAME}.`,
  };
}

/** Sent once when a payment is refunded: the shop cancelled the order, or a refund was made. */
export function orderRefundedContent(order: Order, link: string): MailContent {
  return {
    subject: `Your ${SHOP_NAME} order ${order.orderId} was refunded`,
    preheader: `We refunded ${formatMoney(order.total)} to your card.`,
    heading: `We refunded your payment, ${order.shippingAddress.fullName}`,
    paragraphs: [
      order.cancelReason
        ? `We are sorry: we could not fulfil order ${order.orderId}. ${order.cancelReason}`
        : `Your payment for order ${order.orderId} has been refunded.`,
      `We refunded ${formatMoney(order.total)} to the card you paid with. Depending on your bank it shows on your statement within 5 to 10 business days.`,
    ],
    sections: [linesSection(order)],
    button: { label: 'View your order', url: link },
    reason: `You received this email because you placed an order at ${SHOP_NAME}.`,
  };
}
