import { formatShopDate, formatShopDateTime, formatShopLongDate } from '@shared/format/shop-time';
import { orderTimeZone } from '@shared/orders/order-day';
import type { Order } from '@shared/types';

type Dated = Pick<Order, 'createdAt' | 'timeZone'> & Partial<Pick<Order, 'date' | 'estimatedDelivery'>>;

const placed = (order: Dated) => order.date || order.createdAt;

/** The day an order was placed, in the shop's zone, as its number gives it: 'Nov 26, 2026'. */
export const orderPlacedDate = (order: Dated) => formatShopDate(placed(order), orderTimeZone(order));

/** When an order was placed, the shop's zone named: 'Nov 26, 2026, 9:45 PM EST'. */
export const orderPlacedTime = (order: Dated) => formatShopDateTime(placed(order), orderTimeZone(order));

/** An order's estimated delivery day in full, in the shop's zone, as its email gives it: 'Thursday, December 3, 2026'. */
export const orderDeliveryDate = (order: Dated) => formatShopLongDate(order.estimatedDelivery, orderTimeZone(order));
