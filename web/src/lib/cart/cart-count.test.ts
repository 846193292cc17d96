import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-count';

describe('cartCount', () => {
  it('sums the quantities', () => {
    expect(
      cartCount([
        { quantity: 2, product: {} },
        { quantity: 3, product: {} },
      ]),
    ).toBe(5);
  });

  it('skips lines without a product', () => {
    expect(cartCount([{ quantity: 2, product: null }, { quantity: 3, product: {} }, { quantity: 4 }])).toBe(3);
  });

  it('skips quantities of 0 or less, or not numbers', () => {
    expect(
      cartCount([
        { quantity: 0, product: {} },
        { quantity: -2, product: {} },
        { quantity: Number.NaN, product: {} },
        { quantity: 1, product: {} },
      ]),
    ).toBe(1);
  });

  it('is 0 for an empty or missing cart', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount(undefined)).toBe(0);
  });
});
