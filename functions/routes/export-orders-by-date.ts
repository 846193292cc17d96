import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listOrdersByStatus } from '../repositories/orders';
import { ordersOfDay } from '../services/order-export';
import { ORDER_EXPORT_HEADERS, orderRow } from '../spreadsheets/order-rows';
import { xlsxReply } from '../spreadsheets/workbook';
import { env } from '../commons/env';

export const handler = defineHandler(routes.exportOrdersByDate, async ({ params }) => {
  const orders = await ordersOfDay(params.date, listOrdersByStatus, env.shopTimeZone);
  return xlsxReply(`orders_${params.date}.xlsx`, 'Orders', ORDER_EXPORT_HEADERS, orders.map(orderRow));
});
