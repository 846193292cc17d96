import { describe, expect, it } from 'vitest';
import { CART_MESSAGE_CLEAR_MS, canDecrease, canIncrease, popupQuantity, quantityChange, stockLimitMessage } from './quantity-rules';

describe('canDecrease', () => {
  it('is disabled at 1', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });
});

describe('canIncrease', () => {
  it('is disabled at the stock quantity', () => {
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
    expect(canIncrease(6, 5)).toBe(false);
  });
});

describe('quantityChange', () => {
  it('sets a quantity from 1 up to the stock', () => {
    expect(quantityChange(1, 5)).toEqual({ kind: 'set', quantity: 1 });
    expect(quantityChange(5, 5)).toEqual({ kind: 'set', quantity: 5 });
  });

  it('refuses above stock with the stock message', () => {
    expect(quantityChange(6, 5)).toEqual({ kind: 'too-many', message: 'Only 5 items available in stock' });
    expect(stockLimitMessage(3)).toBe('Only 3 items available in stock');
  });

  it('ignores updates below 1 or not whole', () => {
    expect(quantityChange(0, 5)).toEqual({ kind: 'ignore' });
    expect(quantityChange(-3, 5)).toEqual({ kind: 'ignore' });
    expect(quantityChange(1.5, 5)).toEqual({ kind: 'ignore' });
    expect(quantityChange(Number.NaN, 5)).toEqual({ kind: 'ignore' });
  });

  it('clears banners after 3 s', () => {
    expect(CART_MESSAGE_CLEAR_MS).toBe(3000);
  });
});

describe('popupQuantity', () => {
  it('uses the number typed, at least 1', () => {
    expect(popupQuantity('3')).toBe(3);
    expect(popupQuantity(250)).toBe(250);
    expect(popupQuantity('0')).toBe(1);
    expect(popupQuantity('-2')).toBe(1);
  });

  it('gives 1 for empty or non-numeric input and drops fractions', () => {
    expect(popupQuantity('')).toBe(1);
    expect(popupQuantity('abc')).toBe(1);
    expect(popupQuantity('2.9')).toBe(2);
  });
});
