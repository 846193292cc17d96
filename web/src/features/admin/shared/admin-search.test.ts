import { describe, expect, it } from 'vitest';
import { listCountLabel, searchBrands, searchSubscribers, sortBrandsByName, sortSubscribersNewestFirst } from './admin-search';

const brands = [{ brandName: 'Maison Atelier' }, { brandName: 'dior' }, { brandName: 'Atelier Nord' }, { brandName: 'Chanel' }];

describe('searchBrands', () => {
  it('keeps the names containing the query, ignoring case and spaces', () => {
    expect(searchBrands(brands, '  ATELIER ').map((b) => b.brandName)).toEqual(['Maison Atelier', 'Atelier Nord']);
    expect(searchBrands(brands, 'guerlain')).toEqual([]);
  });

  it('keeps all for an empty query', () => {
    expect(searchBrands(brands, '')).toHaveLength(4);
    expect(searchBrands(brands, undefined)).toHaveLength(4);
  });
});

describe('sortBrandsByName', () => {
  it('orders by name ignoring case, leaving the input alone', () => {
    expect(sortBrandsByName(brands).map((b) => b.brandName)).toEqual(['Atelier Nord', 'Chanel', 'dior', 'Maison Atelier']);
    expect(brands[0]!.brandName).toBe('Maison Atelier');
  });
});

describe('searchSubscribers', () => {
  const subscribers = [{ email: 'ada@example.com' }, { email: 'Grace@Navy.mil' }];

  it('matches the email ignoring case', () => {
    expect(searchSubscribers(subscribers, 'navy')).toEqual([{ email: 'Grace@Navy.mil' }]);
    expect(searchSubscribers(subscribers, ' EXAMPLE ')).toEqual([{ email: 'ada@example.com' }]);
    expect(searchSubscribers(subscribers, '')).toHaveLength(2);
  });
});

describe('sortSubscribersNewestFirst', () => {
  it('puts the newest first and unreadable dates last', () => {
    const list = [
      { email: 'a', createdAt: '2025-01-01T00:00:00Z' },
      { email: 'b', createdAt: 'not a date' },
      { email: 'c', createdAt: '2025-03-01T00:00:00Z' },
    ];
    expect(sortSubscribersNewestFirst(list).map((s) => s.email)).toEqual(['c', 'a', 'b']);
  });
});

describe('listCountLabel', () => {
  it('counts the whole list, singular or plural', () => {
    expect(listCountLabel(12, 12, ['brand', 'brands'])).toBe('12 brands');
    expect(listCountLabel(1, 1, ['brand', 'brands'])).toBe('1 brand');
    expect(listCountLabel(0, 0, ['subscriber', 'subscribers'])).toBe('0 subscribers');
  });

  it('says how many of the total a search shows', () => {
    expect(listCountLabel(3, 12, ['brand', 'brands'])).toBe('Showing 3 of 12 brands');
    expect(listCountLabel(0, 1, ['subscriber', 'subscribers'])).toBe('Showing 0 of 1 subscriber');
  });
});
