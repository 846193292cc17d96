import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listOrdersByStatus } from '../repositories/orders';
import { ordersOfDay, today } from '../services/order-export';
import { ORDER_EXPORT_HEADERS, orderRow } from '../spreadsheets/order-rows';
import { xlsxReply } from '../spreadsheets/workbook';
import { env } from '../commons/env';

export const handler = defineSignedInHandler(adminRoutes.exportTodayOrders, async () => {
  const timeZone = env.shopTimeZone;
  const orders = await ordersOfDay(today(timeZone), listOrdersByStatus, timeZone);
  return xlsxReply('today_orders.xlsx', 'Orders', ORDER_EXPORT_HEADERS, orders.map(orderRow));
});
