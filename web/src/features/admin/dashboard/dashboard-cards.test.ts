import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARDS, formatStat } from './dashboard-cards';

describe('DASHBOARD_CARDS', () => {
  it('shows the six figures in the spec order', () => {
    expect(DASHBOARD_CARDS.map((card) => card.label)).toEqual([
      'Total Users',
      'Total Orders',
      'Users w/o Orders',
      'Non-Delivered Orders',
      'Total Revenue',
      'Products Sold',
    ]);
  });

  it('leads to users, orders or inventory', () => {
    const to = Object.fromEntries(DASHBOARD_CARDS.map((card) => [card.label, card.to]));
    expect(to['Total Users']).toBe('/admin/users');
    expect(to['Users w/o Orders']).toBe('/admin/users');
    expect(to['Total Orders']).toBe('/admin/orders');
    expect(to['Non-Delivered Orders']).toBe('/admin/orders?tab=non-delivered');
    expect(to['Products Sold']).toBe('/admin/inventory');
  });

  it('shows revenue as money and Products Sold as the units sold', () => {
    expect(DASHBOARD_CARDS.find((card) => card.label === 'Total Revenue')).toMatchObject({ figure: 'totalRevenue', kind: 'money' });
    expect(DASHBOARD_CARDS.find((card) => card.label === 'Products Sold')).toMatchObject({ figure: 'totalProducts', kind: 'count' });
  });
});

describe('formatStat', () => {
  it('shows revenue in dollars, not rupees', () => {
    expect(formatStat('money', 12345.5)).toBe('$12,345.50');
  });

  it('shows counts whole with separators', () => {
    expect(formatStat('count', 1234)).toBe('1,234');
    expect(formatStat('count', 0)).toBe('0');
  });

  it('shows a missing figure as zero', () => {
    expect(formatStat('count', undefined)).toBe('0');
    expect(formatStat('money', Number.NaN)).toBe('$0.00');
  });
});
