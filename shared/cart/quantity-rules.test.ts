import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGE_CLEAR_MS,
  MAX_CART_LINE_QUANTITY,
  QUANTITY_MESSAGES,
  canDecrease,
  canIncrease,
  popupQuantity,
  quantityChange,
  stockLimitMessage,
} from './quantity-rules';

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
    expect(stockLimitMessage(1)).toBe('Only 1 item available in stock');
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
  it('takes a whole number from 1 to 99 as typed', () => {
    expect(popupQuantity('1')).toEqual({ ok: true, quantity: 1 });
    expect(popupQuantity(' 3 ')).toEqual({ ok: true, quantity: 3 });
    expect(popupQuantity('99')).toEqual({ ok: true, quantity: MAX_CART_LINE_QUANTITY });
  });

  it('says what is wrong instead of changing the number: 0, negatives, fractions, above 99, empty', () => {
    expect(popupQuantity('0')).toEqual({ ok: false, message: 'Quantity must be at least 1' });
    expect(popupQuantity('-2')).toEqual({ ok: false, message: 'Quantity must be at least 1' });
    expect(popupQuantity('2.5')).toEqual({ ok: false, message: 'Quantity must be a whole number' });
    expect(popupQuantity('-0.5')).toEqual({ ok: false, message: 'Quantity must be a whole number' });
    expect(popupQuantity('abc')).toEqual({ ok: false, message: 'Quantity must be a whole number' });
    expect(popupQuantity('100')).toEqual({ ok: false, message: 'Quantity must be at most 99' });
    expect(popupQuantity('')).toEqual({ ok: false, message: 'Enter a quantity' });
    expect(popupQuantity('  ')).toEqual({ ok: false, message: QUANTITY_MESSAGES.required });
  });
});
