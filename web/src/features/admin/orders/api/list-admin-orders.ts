import { useEffect, useRef, useState } from 'react';
import { type AdminOrderCounts, normalizeAdminOrderCounts } from '../admin-order-tabs';
import { ordersLoadError } from '@/lib/orders/order-messages';
import type { AdminOrderTab } from '@shared/orders/order-status';
import type { OrderStatus } from '@shared/types';
import { routes } from '@shared/routes';
import type { AdminOrdersAnswer } from '@shared/routes/admin';
import type { Order } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';

/** GET /api/orders/non-delivered or /api/orders/status/{status} (spec 02 §7): a tab's orders and every tab's count. */
function fetchAdminOrders(tab: AdminOrderTab, signal?: AbortSignal): Promise<AdminOrdersAnswer> {
  return tab === 'non-delivered'
    ? api(routes.listNonDeliveredOrders, { signal })
    : api(routes.listOrdersInStatus, { params: { status: tab }, signal });
}

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

interface Loaded {
  tab: AdminOrderTab;
  orders: Order[];
}

/**
 * The orders of a tab and the counts of all tabs. `reload` asks again and keeps showing the
 * current list meanwhile, so a status change does not blank the screen; the counts stay from the
 * last answer while another tab loads.
 */
export function useAdminOrders(tab: AdminOrderTab) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [counts, setCounts] = useState<AdminOrderCounts | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const key = `${tab}#${version}`;
  // Until when the server's counts may not include the last change yet.
  const countsSettleAt = useRef(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminOrders(tab, controller.signal).then(
      (answer) => {
        const fresh = normalizeAdminOrderCounts(answer?.statusCounts);
        setCounts((now) => (now && Date.now() < countsSettleAt.current ? now : fresh));
        setLoaded({ tab, orders: Array.isArray(answer?.orders) ? answer.orders : [] });
        setFailure(null);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({ key: `${tab}#${version}`, message: ordersLoadError(error instanceof ApiError ? error.serverMessage : undefined) });
      },
    );
    return () => controller.abort();
  }, [tab, version]);

  const reload = () => setVersion((n) => n + 1);
  /** After a status change: move the two counts at once, reload the list, and the counts once the counters have caught up. */
  const changed = (from: OrderStatus, to: OrderStatus) => {
    setCounts((now) => now && movedCounts(now, from, to));
    countsSettleAt.current = Date.now() + COUNTS_SETTLE_MS;
    reload();
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(reload, COUNTS_SETTLE_MS);
  };
  if (failure?.key === key) return { status: 'error' as const, message: failure.message, counts, reload, changed };
  if (loaded?.tab === tab) return { status: 'ready' as const, orders: loaded.orders, counts, reload, changed };
  return { status: 'loading' as const, counts, reload, changed };
}
