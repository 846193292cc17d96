import { useState } from 'react';
import {
  type StatusChangeQuestion,
  statusChangeFailure,
  statusChangeQuestion,
  statusChangedMessage,
} from '@shared/admin/order-status-change';
import { displayOrderNumber } from '@shared/orders/order-number';
import { displayStatus } from '@shared/orders/order-status';
import type { Order, OrderStatus } from '@shared/types';
import { ApiError } from '@/lib/api-client';
import { changeOrderStatus } from '../api/change-order-status';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** A change waiting for the admin's answer, with the question to ask. */
export interface PendingChange {
  order: Order;
  status: OrderStatus;
  ask: StatusChangeQuestion;
}

/**
 * A status change from an order card: one that emails the customer or refunds (shipped, delivered,
 * cancelled) waits for confirmation; the change goes to the server, then `onChanged` (with the old and new status) reloads the counts and the list. The
 * outcome is kept as a notice.
 */
export function useStatusChange(onChanged: (from: OrderStatus, to: OrderStatus) => void) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PendingChange | null>(null);
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
    const ask = statusChangeQuestion(
      { number: displayOrderNumber(order), status: displayStatus(order.status), paymentStatus: order.paymentStatus, total: order.total },
      status,
    );
    if (ask) setConfirming({ order, status, ask });
    else void apply(order, status);
  };

  const confirm = () => {
    const pending = confirming;
    setConfirming(null);
    if (pending) void apply(pending.order, pending.status);
  };

  return {
    busyId,
    confirming,
    notice,
    choose,
    confirm,
    dismiss: () => setConfirming(null),
    clearNotice: () => setNotice(null),
  };
}
