import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listOrdersByStatus } from '../repositories/orders';
import { ordersOfDay } from '../services/order-export';
import { ORDER_EXPORT_HEADERS, orderRow } from '../spreadsheets/order-rows';
import { xlsxReply } from '../spreadsheets/workbook';
import { env } from '../commons/env';

export const handler = defineSignedInHandler(adminRoutes.exportOrdersByDate, async ({ params }) => {
  const orders = await ordersOfDay(params.date, listOrdersByStatus, env.shopTimeZone);
  return xlsxReply(`orders_${params.date}.xlsx`, 'Orders', ORDER_EXPORT_HEADERS, orders.map(orderRow));
});
