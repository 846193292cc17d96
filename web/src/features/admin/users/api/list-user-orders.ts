import { useEffect, useState } from 'react';
import { routes } from '@shared/routes';
import type { Order } from '@shared/types';
import { api } from '@/lib/api-client';

/** GET /api/orders/{userId}/orders (spec 02 §7): one customer's orders. */
async function fetchUserOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const answer = await api(routes.listUserOrders, { params: { userId }, signal });
  return Array.isArray(answer?.orders) ? answer.orders : [];
}

export type UserOrdersState = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: Order[] };

/** The chosen user's orders, reloaded when the choice changes; a failure is only logged (spec 02 §8). */
export function useUserOrders(userId: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<UserOrdersState>({ status: 'idle' });

  useEffect(() => {
    if (!userId) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchUserOrders(userId, controller.signal).then(
      (orders) => setState({ status: 'ready', orders }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load the user’s orders', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
