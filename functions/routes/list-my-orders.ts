import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listOrdersByUser } from '../repositories/orders';
import { createMyOrdersList } from '../services/orders';

const listMyOrders = createMyOrdersList({ listOrdersByUser });

export const handler = defineSignedInHandler(customerRoutes.listMyOrders, ({ query, user }) => listMyOrders(user.id, query));
