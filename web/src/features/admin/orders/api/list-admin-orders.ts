import { useEffect, useState } from 'react';
import { type AdminOrderCounts, normalizeAdminOrderCounts } from '../../../../../../shared/admin/admin-order-tabs';
import { ordersLoadError } from '../../../../../../shared/orders/order-messages';
import type { AdminOrderTab } from '../../../../../../shared/orders/order-status';
import { routes } from '../../../../../../shared/routes';
import type { AdminOrdersAnswer } from '../../../../../../shared/routes/admin';
import type { Order } from '../../../../../../shared/types';
import { ApiError, api } from '../../../../lib/api-client';

/** GET /api/orders/non-delivered or /api/orders/status/{status} (spec 02 §7): a tab's orders and every tab's count. */
export function fetchAdminOrders(tab: AdminOrderTab, signal?: AbortSignal): Promise<AdminOrdersAnswer> {
  return tab === 'non-delivered'
    ? api(routes.listNonDeliveredOrders, { signal })
    : api(routes.listOrdersInStatus, { params: { status: tab }, signal });
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

  useEffect(() => {
    const controller = new AbortController();
    fetchAdminOrders(tab, controller.signal).then(
      (answer) => {
        setCounts(normalizeAdminOrderCounts(answer?.statusCounts));
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
  if (failure?.key === key) return { status: 'error' as const, message: failure.message, counts, reload };
  if (loaded?.tab === tab) return { status: 'ready' as const, orders: loaded.orders, counts, reload };
  return { status: 'loading' as const, counts, reload };
}
