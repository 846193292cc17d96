import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { stripeGateway } from '../payments/payment-gateway';
import { liveAdminOrders } from '../services/live-admin-orders';

const adminOrders = liveAdminOrders(stripeGateway);

export const handler = defineSignedInHandler(adminRoutes.changeOrderStatus, ({ params, input }) =>
  adminOrders.changeStatus(params.id, input.newStatus),
);
