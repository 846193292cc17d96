import { adminRoutes } from '@shared/routes/admin';
import { env } from '../commons/env';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listOrdersByStatus } from '../repositories/orders';
import { createOrdersOfDay, today } from '../services/order-export';
import { ORDER_EXPORT_HEADERS, orderRow } from '../spreadsheets/order-rows';
import { xlsxReply } from '../spreadsheets/workbook';

const ordersOfDay = createOrdersOfDay({ listOrdersByStatus, timeZone: env.shopTimeZone });

export const handler = defineSignedInHandler(adminRoutes.exportTodayOrders, async () => {
  const orders = await ordersOfDay(today(env.shopTimeZone));
  return xlsxReply('today_orders.xlsx', 'Orders', ORDER_EXPORT_HEADERS, orders.map(orderRow));
});
