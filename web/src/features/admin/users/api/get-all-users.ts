import { useEffect, useState } from 'react';
import { routes } from '@shared/routes';
import type { AdminUser } from '@shared/routes/admin';
import { api } from '@/lib/api-client';

/** GET /api/admin/getAllUsers (spec 02 §7). */
function fetchAllUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return api(routes.getAllUsers, { signal });
}

export type UsersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; users: AdminUser[] };

/**
 * Every account, loaded on mount. A failure is only logged (spec 02 §8); the screen shows a quiet
 * note with Try again (`reload`).
 */
export function useAllUsers() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<UsersState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchAllUsers(controller.signal).then(
      (users) => setState({ status: 'ready', users: Array.isArray(users) ? users : [] }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load users', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
