import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listOrdersByStatus } from '../repositories/orders';
import { readTotals } from '../repositories/stats';
import { createOrderLists } from '../services/admin-orders';

const orderLists = createOrderLists({ listOrdersByStatus: (status) => listOrdersByStatus(status), readTotals });

export const handler = defineSignedInHandler(adminRoutes.listOrdersInStatus, ({ params }) => orderLists.inStatus(params.status));
