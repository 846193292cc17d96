import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getOrder, listOrdersByUser } from '../repositories/orders';
import { createOrdersService } from '../services/orders';

const orders = createOrdersService({ listOrdersByUser, getOrder });

export const handler = defineSignedInHandler(customerRoutes.listMyOrders, ({ query, user }) => orders.listMine(user.id, query));
