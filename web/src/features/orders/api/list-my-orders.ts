import { useEffect, useState } from 'react';
import { ordersLoadError } from '@/lib/orders/order-messages';
import type { CustomerOrderTab } from '@shared/orders/order-status';
import { normalizeStatusCounts } from '@shared/orders/status-counts';
// Type only: the route module itself carries the request schemas, which stay out of the bundle.
import type { MyOrdersAnswer } from '@shared/routes/customer';
import { routes } from '@shared/routes';
import type { Order, StatusCounts } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';

/** The list asks for the first 50 orders (spec 01 §9). */
const FIRST_PAGE = { page: 1, limit: 50 } as const;

/**
 * GET /api/customer/orders (spec 01 §7): status omitted for the All tab, search omitted when
 * blank, page 1, limit 50.
 */
function fetchMyOrders(tab: CustomerOrderTab, search: string, signal?: AbortSignal): Promise<MyOrdersAnswer> {
  const text = search.trim();
  return api(routes.listMyOrders, {
    query: { status: tab === 'all' ? undefined : tab, search: text || undefined, ...FIRST_PAGE },
    signal,
  });
}

export type MyOrdersState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; orders: Order[] };

/**
 * The order list for a tab and a search, reloaded when either changes; `counts` keep the last
 * known figures while a new list loads, so the tabs do not flicker. `reload` is Try Again.
 */
export function useMyOrders(tab: CustomerOrderTab, search: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MyOrdersState>({ status: 'loading' });
  const [counts, setCounts] = useState<StatusCounts | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchMyOrders(tab, search, controller.signal).then(
      (answer) => {
        // A 200 that says it failed is a failure (spec 01 §8), not an empty list.
        if ((answer as { success?: unknown } | undefined)?.success === false) {
          setState({ status: 'error', message: ordersLoadError(answer.message) });
          return;
        }
        setCounts(normalizeStatusCounts(answer?.statusCounts));
        setState({ status: 'ready', orders: Array.isArray(answer?.orders) ? answer.orders : [] });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: ordersLoadError(error instanceof ApiError ? error.serverMessage : undefined) });
      },
    );
    return () => controller.abort();
  }, [tab, search, attempt]);

  return { ...state, counts, reload: () => setAttempt((n) => n + 1) };
}
