import { serverMessageOr } from '@shared/format/server-message';
import * as routes from '@shared/routes/admin-endpoints';
import type { DashboardStats } from '@shared/routes/admin';
import { ApiError, api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';
import { useRouteQuery } from '@/lib/use-route-query';

/** The dashboard's load failure when the server gives no message. */
const STATS_LOAD_FALLBACK = 'Failed to load the dashboard figures. Please try again.';

type StatsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; stats: DashboardStats };

/** The dashboard figures (GET /api/stats, spec 02 §7: the six figures and the last 30 days), loaded on mount; `reload` is Try Again. */
export function useDashboardStats() {
  const { query, reload } = useRouteQuery({
    queryKey: queryKeyOf(routes.getStats),
    queryFn: ({ signal }) => api(routes.getStats, { signal }),
  });
  const state: StatsState = query.isSuccess
    ? { status: 'ready', stats: query.data }
    : query.isError
      ? {
          status: 'error',
          message: serverMessageOr(query.error instanceof ApiError ? query.error.serverMessage : undefined, STATS_LOAD_FALLBACK),
        }
      : { status: 'loading' };
  return { ...state, reload };
}
