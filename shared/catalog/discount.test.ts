import { describe, expect, it } from 'vitest';
import { cardDiscountPercent, marginPercent, wishlistDiscountPercent } from './discount';

describe('cardDiscountPercent', () => {
  it('is (retail − cost) / retail as a rounded percent', () => {
    expect(cardDiscountPercent({ retail_price: 100, cost_price: 80 })).toBe(20);
    expect(cardDiscountPercent({ retail_price: 120, cost_price: 80 })).toBe(33);
    expect(cardDiscountPercent({ retail_price: 90, cost_price: 30 })).toBe(67);
  });

  it('rounds half up', () => {
    expect(cardDiscountPercent({ retail_price: 200, cost_price: 129 })).toBe(36); // 35.5
  });

  it('shows nothing when cost is not below retail', () => {
    expect(cardDiscountPercent({ retail_price: 100, cost_price: 100 })).toBeNull();
    expect(cardDiscountPercent({ retail_price: 100, cost_price: 120 })).toBeNull();
  });

  it('shows nothing without a cost price', () => {
    expect(cardDiscountPercent({ retail_price: 100 })).toBeNull();
    expect(cardDiscountPercent({ retail_price: 100, cost_price: 0 })).toBeNull();
  });

  it('shows nothing when the percent would round to 0 or 100', () => {
    expect(cardDiscountPercent({ retail_price: 100, cost_price: 99.6 })).toBeNull();
    expect(cardDiscountPercent({ retail_price: 100, cost_price: 0.4 })).toBeNull();
  });

  it('shows nothing for a missing retail price', () => {
    expect(cardDiscountPercent({ retail_price: 0, cost_price: 10 })).toBeNull();
    expect(cardDiscountPercent({ retail_price: Number.NaN, cost_price: 10 })).toBeNull();
  });
});

describe('wishlistDiscountPercent', () => {
  it('is (cost − retail) / cost as a rounded percent when cost is above retail', () => {
    expect(wishlistDiscountPercent({ retail_price: 80, cost_price: 100 })).toBe(20);
    expect(wishlistDiscountPercent({ retail_price: 100, cost_price: 150 })).toBe(33);
  });

  it('shows nothing when cost is not above retail', () => {
    expect(wishlistDiscountPercent({ retail_price: 100, cost_price: 100 })).toBeNull();
    expect(wishlistDiscountPercent({ retail_price: 100, cost_price: 80 })).toBeNull();
    expect(wishlistDiscountPercent({ retail_price: 100 })).toBeNull();
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
