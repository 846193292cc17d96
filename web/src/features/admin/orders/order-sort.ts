/** The admin order list's date order: newest first (the default) or oldest first. */
export type DateOrder = 'newest' | 'oldest';

function timeOf(order: { createdAt?: string | null; date?: string | null }): number {
  const time = Date.parse(order.createdAt || order.date || '');
  return Number.isNaN(time) ? Number.NaN : time;
}

/** Orders sorted by the time they were placed; orders without a readable date go last, in their original order. */
export function sortOrdersByDate<T extends { createdAt?: string | null; date?: string | null }>(
  orders: readonly T[],
  order: DateOrder,
): T[] {
  const sign = order === 'newest' ? -1 : 1;
  return orders
    .map((item, index) => ({ item, index, time: timeOf(item) }))
    .sort((a, b) => {
      const aMissing = Number.isNaN(a.time);
      const bMissing = Number.isNaN(b.time);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return a.time === b.time ? a.index - b.index : sign * (a.time - b.time);
    })
    .map(({ item }) => item);
}

/** The other direction, for the sort toggle. */
export function toggleDateOrder(order: DateOrder): DateOrder {
  return order === 'newest' ? 'oldest' : 'newest';
}
