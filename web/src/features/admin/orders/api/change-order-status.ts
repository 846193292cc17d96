import * as routes from '@shared/routes/admin-endpoints';
import type { OrderStatus } from '@shared/types';
import { api } from '@/lib/api-client';

/** PATCH /api/orders/{id}/status (spec 02 §7), body { newStatus }; cancelling a paid order refunds it on the server. */
export function changeOrderStatus(orderId: string, newStatus: OrderStatus) {
  return api(routes.changeOrderStatus, { params: { id: orderId }, body: { newStatus } });
}
