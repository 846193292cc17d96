import { formatMoney } from '@shared/format/money';
import { formatShippingAddress } from '@shared/orders/shipping-address-text';
import type { Order } from '@shared/types';
import { type MailContent, SHOP_NAME } from './layout';
import { linesSection } from './order-mails';

const reason = `You received this email because you placed an order at ${SHOP_NAME}.`;

/** Sent when an administrator marks an order shipped. */
export function orderShippedContent(order: Order, link: string): MailContent {
  return {
    subject: `Your ${SHOP_NAME} order ${order.orderId} has shipped`,
    preheader: 'Your perfume is on its way.',
    heading: `Your order is on its way, ${order.shippingAddress.fullName}`,
    paragraphs: [
      `Order ${order.orderId} has left our atelier${order.trackingNumber ? ` with tracking number ${order.trackingNumber}` : ''}.`,
      `It is going to ${formatShippingAddress(order.shippingAddress)}.`,
    ],
    sections: [linesSection(order)],
    button: { label: 'View your order', url: link },
    reason,
  };
}

/** Sent when an administrator marks an order delivered. */
export function orderDeliveredContent(order: Order, link: string): MailContent {
  return {
    subject: `Your ${SHOP_NAME} order ${order.orderId} was delivered`,
    preheader: 'Your order has arrived. Enjoy your fragrance.',
    heading: `Delivered, ${order.shippingAddress.fullName}`,
    paragraphs: [`Order ${order.orderId} was delivered. We hope you enjoy it; your invoice is on your orders page.`],
    sections: [linesSection(order)],
    button: { label: 'View your order', url: link },
    reason,
  };
}

/** Sent when an administrator cancels an order; says whether the payment was refunded. */
export function orderCancelledContent(order: Order, link: string): MailContent {
  return {
    subject: `Your ${SHOP_NAME} order ${order.orderId} was cancelled`,
    preheader: order.paymentStatus === 'refunded' ? `We refunded ${formatMoney(order.total)} to your card.` : 'Your order was cancelled.',
    heading: `Your order was cancelled, ${order.shippingAddress.fullName}`,
    paragraphs: [
      `Order ${order.orderId} was cancelled.`,
      order.paymentStatus === 'refunded'
        ? `We refunded ${formatMoney(order.total)} to the card you paid with; depending on your bank it shows within 5 to 10 business days.`
        : 'You were not charged for it.',
    ],
    sections: [linesSection(order)],
    button: { label: 'View your order', url: link },
    reason,
  };
}
