import { ordersLoadError } from '@/lib/orders/order-messages';
import type { CustomerOrderTab } from '@shared/orders/order-status';
import { normalizeStatusCounts } from '@shared/orders/status-counts';
// Type only: the route module itself carries the request schemas, which stay out of the bundle.
import type { MyOrdersAnswer } from '@shared/routes/customer';
import * as routes from '@shared/routes/endpoints';
import type { Order } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';
import { useRouteQuery } from '@/lib/use-route-query';

/** The list asks for the first 50 orders (spec 01 §9). */
const FIRST_PAGE = { page: 1, limit: 50 } as const;

/** A 200 that says it failed (spec 01 §8): a failure, not an empty list. */
class FailedAnswer extends Error {}

type MyOrdersState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; orders: Order[] };

/**
 * The order list for a tab and a search (GET /api/customer/orders, spec 01 §7: status omitted for
 * the All tab, search omitted when blank, page 1, limit 50), asked again when either changes;
 * `counts` keep the last known figures while a new list loads (the last answer stays as
 * placeholder data, shown as loading), so the tabs do not flicker; they are read from the answer
 * as it renders, so the list and its counts appear together.
 * `reload` is Try Again.
 */
export function useMyOrders(tab: CustomerOrderTab, search: string) {
  const text = search.trim();
  const query = { status: tab === 'all' ? undefined : tab, search: text || undefined, ...FIRST_PAGE };
  const { query: orders, reload } = useRouteQuery({
    queryKey: queryKeyOf(routes.listMyOrders, { query }),
    queryFn: async ({ signal }): Promise<MyOrdersAnswer> => {
      const answer = await api(routes.listMyOrders, { query, signal });
      if ((answer as { success: boolean }).success === false) throw new FailedAnswer(answer.message);
      return answer;
    },
    placeholderData: (previous) => previous,
  });
  const counts = orders.data ? normalizeStatusCounts(orders.data.statusCounts) : null;
  const state: MyOrdersState =
    orders.isSuccess && !orders.isPlaceholderData
      ? { status: 'ready', orders: orders.data.orders }
      : orders.isError
        ? { status: 'error', message: ordersLoadError(messageOf(orders.error)) }
        : { status: 'loading' };
  return { ...state, counts, reload };
}

function messageOf(error: Error): string | undefined {
  if (error instanceof FailedAnswer) return error.message;
  return error instanceof ApiError ? error.serverMessage : undefined;
}
