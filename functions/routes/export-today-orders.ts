import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listOrdersByStatus } from '../repositories/orders';
import { ordersOfDay, today } from '../services/order-export';
import { ORDER_EXPORT_HEADERS, orderRow } from '../spreadsheets/order-rows';
import { xlsxReply } from '../spreadsheets/workbook';
import { env } from '../commons/env';

export const handler = defineHandler(routes.exportTodayOrders, async () => {
  const timeZone = env.shopTimeZone;
  const orders = await ordersOfDay(today(timeZone), listOrdersByStatus, timeZone);
  return xlsxReply('today_orders.xlsx', 'Orders', ORDER_EXPORT_HEADERS, orders.map(orderRow));
});
