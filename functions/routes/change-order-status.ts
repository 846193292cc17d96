import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { stripeGateway } from '../payments/payment-gateway';
import { liveAdminOrders } from '../services/live-admin-orders';

const adminOrders = liveAdminOrders(stripeGateway);

export const handler = defineHandler(routes.changeOrderStatus, ({ params, input }) => adminOrders.changeStatus(params.id, input.newStatus));
