import * as routes from '@shared/routes/admin-endpoints';
import type { AdminUser } from '@shared/routes/admin';
import { api } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-key';
import { useRouteQuery } from '@/lib/use-route-query';

/** GET /api/admin/getAllUsers (spec 02 §7); a failure is only logged (spec 02 §8). */
async function fetchAllUsers(signal: AbortSignal): Promise<AdminUser[]> {
  try {
    return await api(routes.getAllUsers, { signal });
  } catch (error) {
    if (!signal.aborted) console.error('Failed to load users', error);
    throw error;
  }
}

type UsersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; users: AdminUser[] };

/** Every account, loaded on mount. The screen shows a quiet note on failure, with Try again (`reload`). */
export function useAllUsers() {
  const { query, reload } = useRouteQuery({
    queryKey: queryKeyOf(routes.getAllUsers),
    queryFn: ({ signal }) => fetchAllUsers(signal),
  });
  const state: UsersState = query.isSuccess
    ? { status: 'ready', users: query.data }
    : query.isError
      ? { status: 'error' }
      : { status: 'loading' };
  return { ...state, reload };
}
