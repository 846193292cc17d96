import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { liveAdminOrders } from '../services/live-admin-orders';

const adminOrders = liveAdminOrders();

export const handler = defineSignedInHandler(adminRoutes.listOrdersInStatus, ({ params }) => adminOrders.inStatus(params.status));
