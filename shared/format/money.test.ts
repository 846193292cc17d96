import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, fromCents, toCents } from './money';

describe('formatMoney', () => {
  it('shows a dollar sign, thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(9.99)).toBe('$9.99');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
  });

  it('rounds to cents half away from zero', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(2.994)).toBe('$2.99');
    expect(formatMoney(2.995)).toBe('$3.00');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows $0.00 for missing or non-finite amounts', () => {
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

describe('formatCents', () => {
  it('formats integer cents as dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(Number.NaN)).toBe('$0.00');
  });
});

describe('toCents and fromCents', () => {
  it('converts dollars to integer cents without binary noise', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(toCents(Number.NaN)).toBe(0);
  });

  it('converts cents back to dollars', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(7500)).toBe(75);
    expect(fromCents(Number.NaN)).toBe(0);
  });
});
