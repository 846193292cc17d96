import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { liveAdminOrders } from '../services/live-admin-orders';

const adminOrders = liveAdminOrders();

export const handler = defineHandler(routes.listNonDeliveredOrders, () => adminOrders.nonDelivered());
