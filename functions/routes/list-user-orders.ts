import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listOrdersByUser } from '../repositories/orders';

export const handler = defineHandler(routes.listUserOrders, async ({ params }) => ({ success: true as const, orders: await listOrdersByUser(params.userId) }));
