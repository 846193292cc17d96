import { describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_TABS,
  CUSTOMER_ORDER_TABS,
  STATUS_BADGE_COLOURS,
  canShowInvoice,
  displayStatus,
  orderTabLabel,
  statusBadgeColour,
} from './order-status';

describe('displayStatus', () => {
  it('keeps the six statuses', () => {
    for (const status of ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']) {
      expect(displayStatus(status)).toBe(status);
    }
  });

  it('reads any case and surrounding spaces', () => {
    expect(displayStatus(' Shipped ')).toBe('shipped');
  });

  it('shows an unknown status as pending', () => {
    expect(displayStatus('refunded')).toBe('pending');
    expect(displayStatus('')).toBe('pending');
    expect(displayStatus(undefined)).toBe('pending');
  });
});

describe('badge colours', () => {
  it('match the spec', () => {
    expect(STATUS_BADGE_COLOURS).toEqual({
      pending: 'yellow',
      confirmed: 'blue',
      processing: 'purple',
      shipped: 'indigo',
      delivered: 'green',
      cancelled: 'red',
    });
    expect(statusBadgeColour('lost')).toBe('yellow');
  });
});

describe('tabs', () => {
  it('customer: all plus the six statuses', () => {
    expect(CUSTOMER_ORDER_TABS).toEqual(['all', 'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']);
  });

  it('admin: All(non-delivered) between shipped and delivered', () => {
    expect(ADMIN_ORDER_TABS.map(orderTabLabel)).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'All(non-delivered)',
      'Delivered',
      'Cancelled',
    ]);
    expect(orderTabLabel('all')).toBe('All');
  });
});

describe('canShowInvoice', () => {
  it('only for delivered orders', () => {
    expect(canShowInvoice('delivered')).toBe(true);
    expect(canShowInvoice('shipped')).toBe(false);
    expect(canShowInvoice(undefined)).toBe(false);
  });
});
