import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_SCREEN_TABS, adminOrderTabLabel, adminOrderTabOf, normalizeAdminOrderCounts } from './admin-order-tabs';

describe('ADMIN_ORDER_SCREEN_TABS', () => {
  it('lists the status tabs in the spec order, then Download', () => {
    expect(ADMIN_ORDER_SCREEN_TABS.map(adminOrderTabLabel)).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'All(non-delivered)',
      'Delivered',
      'Cancelled',
      'Download',
    ]);
  });
});

describe('adminOrderTabOf', () => {
  it('reads a known tab in any case', () => {
    expect(adminOrderTabOf('shipped')).toBe('shipped');
    expect(adminOrderTabOf(' Non-Delivered ')).toBe('non-delivered');
    expect(adminOrderTabOf('download')).toBe('download');
  });

  it('falls back to pending', () => {
    expect(adminOrderTabOf(null)).toBe('pending');
    expect(adminOrderTabOf('all')).toBe('pending');
    expect(adminOrderTabOf('lost')).toBe('pending');
  });
});

describe('normalizeAdminOrderCounts', () => {
  it('keeps whole non-negative figures and zeroes the rest', () => {
    expect(normalizeAdminOrderCounts({ pending: 2, shipped: 3.7, delivered: -1, cancelled: 'x', 'non-delivered': 5, all: 9 })).toEqual({
      pending: 2,
      confirmed: 0,
      processing: 0,
      shipped: 3,
      'non-delivered': 5,
      delivered: 0,
      cancelled: 0,
    });
  });

  it('answers zeroes for no counts at all', () => {
    expect(Object.values(normalizeAdminOrderCounts(undefined))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
