import { describe, expect, it } from 'vitest';
import { isOnSale, marginPercent, originalPriceOf, saleDiscountPercent } from './discount';

describe('saleDiscountPercent', () => {
  it('is (cost − retail) / cost as a rounded percent when cost is above retail', () => {
    expect(saleDiscountPercent({ retail_price: 80, cost_price: 100 })).toBe(20);
    expect(saleDiscountPercent({ retail_price: 100, cost_price: 150 })).toBe(33);
    expect(saleDiscountPercent({ retail_price: 90.5, cost_price: 120 })).toBe(25); // 24.58
  });

  it('rounds half up', () => {
    expect(saleDiscountPercent({ retail_price: 129, cost_price: 200 })).toBe(36); // 35.5
  });

  it('shows nothing when cost is not above retail (the shop’s own cost, below retail, is no sale)', () => {
    expect(saleDiscountPercent({ retail_price: 100, cost_price: 100 })).toBeNull();
    expect(saleDiscountPercent({ retail_price: 100, cost_price: 80 })).toBeNull();
    expect(saleDiscountPercent({ retail_price: 100, cost_price: 30 })).toBeNull();
  });

  it('shows nothing without a cost price or a retail price', () => {
    expect(saleDiscountPercent({ retail_price: 100 })).toBeNull();
    expect(saleDiscountPercent({ retail_price: 100, cost_price: null })).toBeNull();
    expect(saleDiscountPercent({ retail_price: 100, cost_price: Number.NaN })).toBeNull();
    expect(saleDiscountPercent({ cost_price: 120 })).toBeNull();
    expect(saleDiscountPercent({ retail_price: 0, cost_price: 120 })).toBeNull();
  });

  it('never reads 0% or 100% OFF', () => {
    expect(saleDiscountPercent({ retail_price: 99.8, cost_price: 100 })).toBe(1);
    expect(saleDiscountPercent({ retail_price: 0.2, cost_price: 100 })).toBe(99);
  });
});

describe('isOnSale and originalPriceOf', () => {
  it('are on sale exactly when the badge shows, with the cost as the struck-through price', () => {
    expect(isOnSale({ retail_price: 80, cost_price: 100 })).toBe(true);
    expect(originalPriceOf({ retail_price: 80, cost_price: 100 })).toBe(100);
    expect(isOnSale({ retail_price: 100, cost_price: 80 })).toBe(false);
    expect(originalPriceOf({ retail_price: 100, cost_price: 80 })).toBeUndefined();
    expect(originalPriceOf({ retail_price: 100, cost_price: 100 })).toBeUndefined();
    expect(originalPriceOf({ retail_price: 100 })).toBeUndefined();
  });
});

describe('marginPercent', () => {
  it('is (retail − cost) / retail as a percent', () => {
    expect(marginPercent({ retail_price: 100, cost_price: 60 })).toBe(40);
    expect(marginPercent({ retail_price: 80, cost_price: 100 })).toBe(-25);
  });

  it('is null without a retail price or cost', () => {
    expect(marginPercent({ retail_price: 0, cost_price: 10 })).toBeNull();
    expect(marginPercent({ retail_price: 100 })).toBeNull();
  });
});
