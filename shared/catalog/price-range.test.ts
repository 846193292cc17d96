import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_RANGE, parsePriceInput, priceRangeOf } from './price-range';

describe('priceRangeOf', () => {
  it('is 0 to 5000 with no products', () => {
    expect(DEFAULT_PRICE_RANGE).toEqual([0, 5000]);
    expect(priceRangeOf([])).toEqual([0, 5000]);
  });

  it('runs from the floor of the lowest retail price to the ceiling of the highest', () => {
    expect(priceRangeOf([{ retail_price: 45.99 }, { retail_price: 120.01 }, { retail_price: 80 }])).toEqual([45, 121]);
  });

  it('keeps whole prices as they are', () => {
    expect(priceRangeOf([{ retail_price: 50 }, { retail_price: 200 }])).toEqual([50, 200]);
  });

  it('works with a single product', () => {
    expect(priceRangeOf([{ retail_price: 19.5 }])).toEqual([19, 20]);
  });

  it('ignores prices that are not numbers', () => {
    expect(priceRangeOf([{ retail_price: Number.NaN }, { retail_price: 10.5 }])).toEqual([10, 11]);
    expect(priceRangeOf([{ retail_price: Number.NaN }])).toEqual([0, 5000]);
  });
});

describe('parsePriceInput', () => {
  const bounds = [20, 300] as const;

  it('keeps an integer within the bounds', () => {
    expect(parsePriceInput('150', 'min', bounds)).toBe(150);
    expect(parsePriceInput(150, 'max', bounds)).toBe(150);
  });

  it('accepts the bounds themselves', () => {
    expect(parsePriceInput('20', 'min', bounds)).toBe(20);
    expect(parsePriceInput('300', 'max', bounds)).toBe(300);
  });

  it('limits values to the bounds', () => {
    expect(parsePriceInput('5', 'min', bounds)).toBe(20);
    expect(parsePriceInput('-40', 'max', bounds)).toBe(20);
    expect(parsePriceInput('9999', 'max', bounds)).toBe(300);
    expect(parsePriceInput('9999', 'min', bounds)).toBe(300);
  });

  it('cuts decimals to the integer part', () => {
    expect(parsePriceInput('99.9', 'min', bounds)).toBe(99);
    expect(parsePriceInput(' 42 ', 'max', bounds)).toBe(42);
  });

  it('falls back to the default bound when the input is not a number', () => {
    expect(parsePriceInput('', 'min', bounds)).toBe(20);
    expect(parsePriceInput('', 'max', bounds)).toBe(300);
    expect(parsePriceInput('abc', 'min', bounds)).toBe(20);
    expect(parsePriceInput('12abc', 'max', bounds)).toBe(300);
    expect(parsePriceInput(Number.NaN, 'max', bounds)).toBe(300);
  });
});
