import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listOrdersByUser } from '../repositories/orders';

export const handler = defineSignedInHandler(adminRoutes.listUserOrders, async ({ params }) => ({
  success: true as const,
  orders: await listOrdersByUser(params.userId),
}));
