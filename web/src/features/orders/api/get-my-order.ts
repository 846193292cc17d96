import { orderLoadError } from '@/lib/orders/order-messages';
import * as routes from '@shared/routes/endpoints';
import type { Order } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';
import { useRouteQuery } from '@/lib/use-route-query';

type MyOrderState = { status: 'guest' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; order: Order };

/**
 * One of the signed-in customer's orders (GET /api/customer/order/{orderId}, spec 02 §7), asked
 * again whenever the id or the signed-in token changes, so a guest who signs in sees it. Without
 * a token nothing is asked: the API needs the owner's session.
 */
export function useMyOrder(orderId: string, token: string | null): MyOrderState {
  const { query } = useRouteQuery({
    queryKey: [...queryKeyOf(routes.getMyOrder, { params: { orderId } }), token],
    queryFn: async ({ signal }) => (await api(routes.getMyOrder, { params: { orderId }, signal })).order,
    enabled: token !== null,
  });
  if (!token) return { status: 'guest' };
  if (query.isSuccess) return { status: 'ready', order: query.data };
  if (query.isError)
    return { status: 'error', message: orderLoadError(query.error instanceof ApiError ? query.error.serverMessage : undefined) };
  return { status: 'loading' };
}
