import { describe, expect, it } from 'vitest';
import { anOrder } from '../test-support/fakes';
import { matchesOrderSearch, pageOf } from './orders-list';

describe('order list rules', () => {
  it('matches every order on an empty or blank search', () => {
    const order = anOrder({ id: 'o1', userId: 'a' });
    expect(matchesOrderSearch(order, undefined)).toBe(true);
    expect(matchesOrderSearch(order, '   ')).toBe(true);
    expect(matchesOrderSearch(order, 'zzz')).toBe(false);
  });

  it('finds an order with an unknown status under pending', () => {
    const order = anOrder({ id: 'o1', userId: 'a', status: 'lost' as never });
    expect(matchesOrderSearch(order, 'pend')).toBe(true);
  });

  it('slices 1-based pages and counts them', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], total: 5, totalPages: 3 });
    expect(pageOf([], 1, 50)).toEqual({ items: [], total: 0, totalPages: 0 });
  });
});
