import { useState } from 'react';
import { needsCancelConfirmation, statusChangeFailure, statusChangedMessage } from '@shared/admin/order-status-change';
import { displayOrderNumber } from '@shared/orders/order-number';
import { displayStatus } from '@shared/orders/order-status';
import type { Order, OrderStatus } from '@shared/types';
import { ApiError } from '@/lib/api-client';
import { changeOrderStatus } from '../api/change-order-status';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A status change from an order card: cancelling waits for confirmation; the change goes to the
 * server, then `onChanged` (with the old and new status) reloads the counts and the list. The
 * outcome is kept as a notice.
 */
export function useStatusChange(onChanged: (from: OrderStatus, to: OrderStatus) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const apply = async (order: Order, status: OrderStatus) => {
    setBusyId(order.id);
    setNotice(null);
    try {
      const answer = await changeOrderStatus(order.id, status);
      setNotice({ tone: 'success', text: statusChangedMessage(displayOrderNumber(order), status, answer?.message) });
      onChanged(displayStatus(order.status), status);
    } catch (error) {
      setNotice({ tone: 'error', text: statusChangeFailure(error instanceof ApiError ? error.serverMessage : undefined) });
    } finally {
      setBusyId(null);
    }
  };

  const choose = (order: Order, status: OrderStatus) => {
    if (status === displayStatus(order.status)) return;
    if (needsCancelConfirmation(displayStatus(order.status), status)) setConfirming(order);
    else void apply(order, status);
  };

  const confirmCancel = () => {
    const order = confirming;
    setConfirming(null);
    if (order) void apply(order, 'cancelled');
  };

  return {
    busyId,
    confirming,
    notice,
    choose,
    confirmCancel,
    dismissCancel: () => setConfirming(null),
    clearNotice: () => setNotice(null),
  };
}
