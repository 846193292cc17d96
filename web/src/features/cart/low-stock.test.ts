import { describe, expect, it } from 'vitest';
import { lowStockHint } from './low-stock';

describe('lowStockHint', () => {
  it("says 'Only {n} left!' for a stock of 1 to 5", () => {
    expect(lowStockHint(1)).toBe('Only 1 left!');
    expect(lowStockHint(5)).toBe('Only 5 left!');
  });

  it('says nothing when out of stock or above 5', () => {
    expect(lowStockHint(0)).toBeNull();
    expect(lowStockHint(6)).toBeNull();
    expect(lowStockHint(Number.NaN)).toBeNull();
  });
});
