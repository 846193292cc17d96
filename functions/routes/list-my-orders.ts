import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { getOrder, listOrdersByUser } from '../repositories/orders';
import { createOrdersService } from '../services/orders';

const orders = createOrdersService({ listOrdersByUser, getOrder });

export const handler = defineHandler(routes.listMyOrders, ({ query, user }) => orders.listMine(user.id, query));
