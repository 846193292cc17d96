import * as routes from '@shared/routes/admin-endpoints';
import type { Order } from '@shared/types';
import { api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';
import { useRouteQuery } from '@/lib/use-route-query';

/** GET /api/orders/{userId}/orders (spec 02 §7): one customer's orders; a failure is only logged (spec 02 §8). */
async function fetchUserOrders(userId: string, signal: AbortSignal): Promise<Order[]> {
  try {
    return (await api(routes.listUserOrders, { params: { userId }, signal })).orders;
  } catch (error) {
    if (!signal.aborted) console.error('Failed to load the user’s orders', error);
    throw error;
  }
}

type UserOrdersState = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Order[] };

/** The chosen user's orders, loaded when the choice changes; nothing is asked while no one is chosen. */
export function useUserOrders(userId: string | null) {
  const { query, reload } = useRouteQuery({
    queryKey: queryKeyOf(routes.listUserOrders, { params: { userId } }),
    queryFn: ({ signal }) => fetchUserOrders(userId ?? '', signal),
    enabled: userId !== null,
  });
  const state: UserOrdersState =
    userId === null
      ? { status: 'idle' }
      : query.isSuccess
        ? { status: 'ready', orders: query.data }
        : query.isError
          ? { status: 'error' }
          : { status: 'loading' };
  return { ...state, reload };
}
