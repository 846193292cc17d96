import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listOrdersByUser } from '../repositories/orders';
import { createOrdersService } from '../services/orders';

const orders = createOrdersService({ listOrdersByUser });

export const handler = defineHandler(routes.listMyOrders, ({ query, user }) => orders.listMine(user.id, query));
