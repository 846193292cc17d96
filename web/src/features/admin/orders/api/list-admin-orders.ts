import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type AdminOrderCounts, normalizeAdminOrderCounts } from '../admin-order-tabs';
import { ordersLoadError } from '@/lib/orders/order-messages';
import type { AdminOrderTab } from '@shared/orders/order-status';
import type { OrderStatus } from '@shared/types';
import * as routes from '@shared/routes/admin-endpoints';
import type { AdminOrdersAnswer } from '@shared/routes/admin';
import { ApiError, api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';

/** GET /api/orders/non-delivered or /api/orders/status/{status} (spec 02 §7): a tab's orders and every tab's count. */
function adminOrdersQuery(tab: AdminOrderTab) {
  return tab === 'non-delivered'
    ? {
        queryKey: queryKeyOf(routes.listNonDeliveredOrders),
        queryFn: ({ signal }: { signal: AbortSignal }): Promise<AdminOrdersAnswer> => api(routes.listNonDeliveredOrders, { signal }),
      }
    : {
        queryKey: queryKeyOf(routes.listOrdersInStatus, { params: { status: tab } }),
        queryFn: ({ signal }: { signal: AbortSignal }): Promise<AdminOrdersAnswer> =>
          api(routes.listOrdersInStatus, { params: { status: tab }, signal }),
      };
}

/** Every tab's list: a status change moves an order from one tab to another. */
const ALL_TABS = [queryKeyOf(routes.listNonDeliveredOrders), queryKeyOf(routes.listOrdersInStatus)];

/**
 * The counts come from counters the table's stream keeps, which follow a status change a moment
 * later: for this long after a change the screen trusts its own arithmetic, then asks again.
 */
const COUNTS_SETTLE_MS = 2500;

const OPEN: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped'];

/** The counts once one order has moved from `from` to `to`. */
function movedCounts(counts: AdminOrderCounts, from: OrderStatus, to: OrderStatus): AdminOrderCounts {
  if (from === to) return counts;
  const next = { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 };
  next['non-delivered'] = Math.max(0, counts['non-delivered'] - (OPEN.includes(from) ? 1 : 0) + (OPEN.includes(to) ? 1 : 0));
  return next;
}

/**
 * The orders of a tab and the counts of all tabs. `reload` asks again and keeps showing the
 * current list meanwhile, so a status change does not blank the screen; while another tab loads,
 * the counts stay from the last answer (kept as placeholder data, shown as loading). The counts
 * are read from the answer as it renders, so the list and its counts appear together.
 */
export function useAdminOrders(tab: AdminOrderTab) {
  const client = useQueryClient();
  const query = useQuery({ ...adminOrdersQuery(tab), placeholderData: (previous) => previous });
  // Counts moved by a status change, trusted over any answer received before `until`.
  const [moved, setMoved] = useState<{ counts: AdminOrderCounts; until: number } | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const answered = query.data ? normalizeAdminOrderCounts(query.data.statusCounts) : null;
  const counts = moved && query.dataUpdatedAt < moved.until ? moved.counts : answered;

  const reload = () => {
    for (const queryKey of ALL_TABS) void client.invalidateQueries({ queryKey });
  };
  /** After a status change: move the two counts at once, reload the list, and the counts once the counters have caught up. */
  const changed = (from: OrderStatus, to: OrderStatus) => {
    if (counts) setMoved({ counts: movedCounts(counts, from, to), until: Date.now() + COUNTS_SETTLE_MS });
    reload();
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(reload, COUNTS_SETTLE_MS);
  };
  if (query.isError && !query.isFetching) {
    return {
      status: 'error' as const,
      message: ordersLoadError(query.error instanceof ApiError ? query.error.serverMessage : undefined),
      counts,
      reload,
      changed,
    };
  }
  if (query.data && !query.isPlaceholderData) return { status: 'ready' as const, orders: query.data.orders, counts, reload, changed };
  return { status: 'loading' as const, counts, reload, changed };
}
