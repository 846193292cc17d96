import { describe, expect, it } from 'vitest';
import { STOCK_BAND_LABELS, isInStock, lowStockHint, matchesStockFilter, stockBand } from './stock-band';

describe('stockBand', () => {
  it('is out at 0', () => {
    expect(stockBand(0)).toBe('out');
  });

  it('is low from 1 to 10', () => {
    expect(stockBand(1)).toBe('low');
    expect(stockBand(10)).toBe('low');
  });

  it('is good above 10', () => {
    expect(stockBand(11)).toBe('good');
    expect(stockBand(500)).toBe('good');
  });

  it('treats negative or unknown stock as out', () => {
    expect(stockBand(-2)).toBe('out');
    expect(stockBand(undefined)).toBe('out');
    expect(stockBand(Number.NaN)).toBe('out');
  });

  it('has the spec labels', () => {
    expect(STOCK_BAND_LABELS).toEqual({ out: 'Out of Stock', low: 'Low Stock', good: 'Good Stock' });
  });
});

describe('isInStock', () => {
  it('is true only above 0', () => {
    expect(isInStock(1)).toBe(true);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(null)).toBe(false);
  });
});

describe('matchesStockFilter', () => {
  it('lets all through, or only the chosen band', () => {
    expect(matchesStockFilter(0, 'all')).toBe(true);
    expect(matchesStockFilter(5, 'low')).toBe(true);
    expect(matchesStockFilter(11, 'low')).toBe(false);
    expect(matchesStockFilter(0, 'out')).toBe(true);
    expect(matchesStockFilter(11, 'good')).toBe(true);
  });
});

describe('lowStockHint', () => {
  it("says 'Only {n} left!' for stock 1 to 5", () => {
    expect(lowStockHint(1)).toBe('Only 1 left!');
    expect(lowStockHint(5)).toBe('Only 5 left!');
  });

  it('says nothing at 0 or above 5', () => {
    expect(lowStockHint(0)).toBeNull();
    expect(lowStockHint(6)).toBeNull();
    expect(lowStockHint(undefined)).toBeNull();
  });
});
