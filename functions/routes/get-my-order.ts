import { customerRoutes } from '@shared/routes/customer';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getOrder } from '../repositories/orders';
import { createMyOrder } from '../services/orders';

const getMyOrder = createMyOrder({ getOrder });

export const handler = defineSignedInHandler(customerRoutes.getMyOrder, ({ params, user }) => getMyOrder(user.id, params.orderId));
