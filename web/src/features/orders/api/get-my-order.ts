import { useEffect, useState } from 'react';
import { orderLoadError } from '@/lib/orders/order-messages';
import { routes } from '@shared/routes';
import type { Order } from '@shared/types';
import { ApiError, api } from '@/lib/api-client';

/** GET /api/customer/order/{orderId} (spec 02 §7): one of the signed-in customer's orders. */
function fetchMyOrder(orderId: string, signal?: AbortSignal): Promise<{ success: true; order: Order }> {
  return api(routes.getMyOrder, { params: { orderId }, signal });
}

export type MyOrderState =
  { status: 'guest' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; order: Order };

/**
 * Loads one order, again whenever the id or the signed-in token changes, so a guest who signs in
 * sees it. Without a token nothing is asked: the API needs the owner's session.
 */
export function useMyOrder(orderId: string, token: string | null): MyOrderState {
  const [state, setState] = useState<MyOrderState>(token ? { status: 'loading' } : { status: 'guest' });

  useEffect(() => {
    if (!token) {
      setState({ status: 'guest' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchMyOrder(orderId, controller.signal).then(
      (answer) => {
        if (answer?.order) setState({ status: 'ready', order: answer.order });
        else setState({ status: 'error', message: orderLoadError(undefined) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: orderLoadError(error instanceof ApiError ? error.serverMessage : undefined) });
      },
    );
    return () => controller.abort();
  }, [orderId, token]);

  return state;
}
