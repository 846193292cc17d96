import { ORDER_STATUSES, type StatusCounts } from '../types';
import { displayStatus } from './order-status';

/** Counts of zero for all and every status. */
export function emptyStatusCounts(): StatusCounts {
  return { all: 0, pending: 0, confirmed: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 };
}

/** How many orders are in each status (unknown ones counted as pending), and in all. */
export function countOrderStatuses(orders: readonly { status?: string | null }[]): StatusCounts {
  const counts = emptyStatusCounts();
  for (const order of orders) counts[displayStatus(order.status)] += 1;
  counts.all = orders.length;
  return counts;
}

/** Reads counts from an answer, filling missing or broken figures with 0. */
export function normalizeStatusCounts(raw: unknown): StatusCounts {
  const counts = emptyStatusCounts();
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  for (const key of ['all', ...ORDER_STATUSES] as const) {
    const value = source[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) counts[key] = Math.trunc(value);
  }
  return counts;
}
