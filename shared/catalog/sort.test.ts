import { describe, expect, it } from 'vitest';
import { aProduct } from '../test-support/product-fixture';
import { SORT_KEYS, SORT_OPTIONS, compareText, parseSortKey, sortProducts } from './sort';

const ids = (list: { product_id: string }[]) => list.map((p) => p.product_id);

const products = [
  aProduct({ product_id: 'a', name: 'Beta', brand: 'chanel', retail_price: 80, rating: 4.2, created_at: '2024-03-01T00:00:00Z' }),
  aProduct({ product_id: 'b', name: 'alpha', brand: 'Armani', retail_price: 120, rating: 4.9, created_at: '2025-06-01T00:00:00Z' }),
  aProduct({ product_id: 'c', name: 'Gamma', brand: 'Dior', retail_price: 45.5, rating: 3.1, created_at: '2023-12-31T23:59:59Z' }),
];

describe('sort keys', () => {
  it('are the spec six, with a menu entry each', () => {
    expect(SORT_KEYS).toEqual(['priceLow', 'priceHigh', 'ratingHigh', 'brandAZ', 'nameAZ', 'new']);
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([...SORT_KEYS]);
  });

  it('parse only known keys', () => {
    expect(parseSortKey('priceHigh')).toBe('priceHigh');
    expect(parseSortKey('pricehigh')).toBeUndefined();
    expect(parseSortKey('')).toBeUndefined();
    expect(parseSortKey(null)).toBeUndefined();
  });
});

describe('sortProducts', () => {
  it('priceLow: cheapest first', () => {
    expect(ids(sortProducts(products, 'priceLow'))).toEqual(['c', 'a', 'b']);
  });

  it('priceHigh: dearest first', () => {
    expect(ids(sortProducts(products, 'priceHigh'))).toEqual(['b', 'a', 'c']);
  });

  it('ratingHigh: best rated first', () => {
    expect(ids(sortProducts(products, 'ratingHigh'))).toEqual(['b', 'a', 'c']);
  });

  it('brandAZ: brand A to Z ignoring case', () => {
    expect(ids(sortProducts(products, 'brandAZ'))).toEqual(['b', 'a', 'c']);
  });

  it('nameAZ: name A to Z ignoring case', () => {
    expect(ids(sortProducts(products, 'nameAZ'))).toEqual(['b', 'a', 'c']);
  });

  it('new: newest created_at first', () => {
    expect(ids(sortProducts(products, 'new'))).toEqual(['b', 'a', 'c']);
  });

  it('new: compares instants, not text (time zone offsets)', () => {
    const early = aProduct({ product_id: 'early', created_at: '2025-01-01T10:00:00+05:00' }); // 05:00Z
    const late = aProduct({ product_id: 'late', created_at: '2025-01-01T06:00:00Z' });
    expect(ids(sortProducts([early, late], 'new'))).toEqual(['late', 'early']);
  });

  it('new: puts unreadable dates last', () => {
    const broken = aProduct({ product_id: 'broken', created_at: 'not a date' });
    expect(ids(sortProducts([broken, ...products], 'new'))).toEqual(['b', 'a', 'c', 'broken']);
  });

  it('puts non-numeric prices last in both directions', () => {
    const odd = aProduct({ product_id: 'odd', retail_price: Number.NaN });
    expect(ids(sortProducts([odd, ...products], 'priceLow')).at(-1)).toBe('odd');
    expect(ids(sortProducts([odd, ...products], 'priceHigh')).at(-1)).toBe('odd');
  });

  it('breaks ties by name, then by product id, whatever the input order', () => {
    const x = aProduct({ product_id: 'x', name: 'Same', retail_price: 50 });
    const w = aProduct({ product_id: 'w', name: 'Same', retail_price: 50 });
    const v = aProduct({ product_id: 'v', name: 'Earlier', retail_price: 50 });
    expect(ids(sortProducts([x, w, v], 'priceLow'))).toEqual(['v', 'w', 'x']);
    expect(ids(sortProducts([v, x, w], 'priceLow'))).toEqual(['v', 'w', 'x']);
    expect(ids(sortProducts([w, v, x], 'priceHigh'))).toEqual(['v', 'w', 'x']);
  });

  it('keeps the given order without a key, and never changes the input', () => {
    const input = [...products];
    expect(ids(sortProducts(input, undefined))).toEqual(['a', 'b', 'c']);
    sortProducts(input, 'priceLow');
    expect(ids(input)).toEqual(['a', 'b', 'c']);
  });
});

describe('compareText', () => {
  it('ignores case first, then tells different spellings apart', () => {
    expect(compareText('apple', 'Banana')).toBeLessThan(0);
    expect(compareText('Dior', 'dior')).not.toBe(0);
    expect(compareText('same', 'same')).toBe(0);
    expect(compareText(undefined, 'a')).toBeLessThan(0);
  });

  it('orders numbers inside names naturally', () => {
    expect(compareText('No 5', 'No 19')).toBeLessThan(0);
  });
});
