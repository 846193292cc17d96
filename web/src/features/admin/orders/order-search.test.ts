import { describe, expect, it } from 'vitest';
import type { Order } from '@shared/types';
import { matchesOrderSearch, searchOrders } from './order-search';

const order = (id: string, overrides: Partial<Order> = {}) =>
  ({
    id,
    _id: id,
    orderId: `ORD-20260114-${id}`,
    customerName: 'Dana Demo',
    shippingAddress: { fullName: 'Dana Demo', email: 'dana@example.com' },
    items: [{ name: 'Rose Noir', productName: 'Rose Noir' }],
    ...overrides,
  }) as Order;

const dana = order('AAAAAA');
const lee = order('BBBBBB', {
  customerName: 'Lee Park',
  shippingAddress: { fullName: 'Lee Park', email: 'lee@shop.test' } as Order['shippingAddress'],
  items: [
    { name: 'Oud Wood', productName: 'Oud Wood' },
    { name: 'Amber Dusk', productName: 'Amber Dusk' },
  ] as Order['items'],
});

describe('matchesOrderSearch', () => {
  it('matches the order number, ignoring case', () => {
    expect(matchesOrderSearch(dana, 'ord-20260114-aaaaaa')).toBe(true);
    expect(matchesOrderSearch(dana, 'AAAA')).toBe(true);
  });

  it('matches the customer name', () => {
    expect(matchesOrderSearch(lee, 'lee p')).toBe(true);
  });

  it('matches the email', () => {
    expect(matchesOrderSearch(lee, 'SHOP.TEST')).toBe(true);
  });

  it('matches any product name', () => {
    expect(matchesOrderSearch(lee, 'amber')).toBe(true);
    expect(matchesOrderSearch(lee, 'rose')).toBe(false);
  });

  it('trims the query, and an empty query matches all', () => {
    expect(matchesOrderSearch(dana, '  rose  ')).toBe(true);
    expect(matchesOrderSearch(dana, '   ')).toBe(true);
    expect(matchesOrderSearch(dana, undefined)).toBe(true);
  });

  it('matches the id when an order has no display number', () => {
    expect(matchesOrderSearch(order('xyz123', { orderId: '' }), 'XYZ1')).toBe(true);
  });

  it('copes with missing address and items', () => {
    expect(matchesOrderSearch(order('CCCCCC', { shippingAddress: undefined, items: undefined } as never), 'dana')).toBe(true);
    expect(matchesOrderSearch(order('CCCCCC', { shippingAddress: undefined, items: undefined } as never), 'rose')).toBe(false);
  });
});

describe('searchOrders', () => {
  it('keeps the matching orders in their order', () => {
    expect(searchOrders([dana, lee], 'o').map((o) => o.id)).toEqual(['AAAAAA', 'BBBBBB']);
    expect(searchOrders([dana, lee], 'oud').map((o) => o.id)).toEqual(['BBBBBB']);
  });
});
