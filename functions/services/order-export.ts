import { AppError } from '@shared/errors';
import { isCalendarDay, shopDay, shopDayRange } from '@shared/format/shop-day';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@shared/types';

/** The message of an export with no orders, which the screen shows as is (spec 02 §8). */
const NO_DATA = 'No Data Found';

interface OrdersOfDayDeps {
  listOrdersByStatus(status: OrderStatus, range: { from: string; to: string }): Promise<Order[]>;
  timeZone?: string;
}

/** One shop day's orders in every status, oldest first; 404 'No Data Found' when there are none. */
export function createOrdersOfDay(deps: OrdersOfDayDeps) {
  return async function ordersOfDay(day: string): Promise<Order[]> {
    if (!isCalendarDay(day)) throw new AppError('VALIDATION', 'Date must be a real calendar day like 2026-01-31');
    const range = shopDayRange(day, deps.timeZone);
    const orders = (await Promise.all(ORDER_STATUSES.map((status) => deps.listOrdersByStatus(status, range)))).flat();
    if (!orders.length) throw new AppError('NO_DATA', NO_DATA);
    return orders.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  };
}

/** Today in the shop's time zone. */
export const today = (timeZone?: string, now = new Date()) => shopDay(now, timeZone);
