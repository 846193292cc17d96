import { useEffect, useState } from 'react';
import { serverMessageOr } from '@shared/format/server-message';
import { routes } from '@shared/routes';
import type { DashboardStats } from '@shared/routes/admin';
import { ApiError, api } from '@/lib/api-client';

/** The dashboard's load failure when the server gives no message. */
const STATS_LOAD_FALLBACK = 'Failed to load the dashboard figures. Please try again.';

/** GET /api/stats (spec 02 §7): the six figures and the last 30 days. */
function fetchStats(signal?: AbortSignal): Promise<DashboardStats> {
  return api(routes.getStats, { signal });
}

export type StatsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; stats: DashboardStats };

/** The dashboard figures, loaded on mount; `reload` is Try Again. */
export function useDashboardStats() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<StatsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchStats(controller.signal).then(
      (stats) => setState({ status: 'ready', stats }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: serverMessageOr(error instanceof ApiError ? error.serverMessage : undefined, STATS_LOAD_FALLBACK),
        });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
