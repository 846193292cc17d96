import { describe, expect, it } from 'vitest';
import type { Promo } from './promo-codes';
import { type PricedLine, cartTotals, totalsInDollars } from './totals';

const SAVE20: Promo = { code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null };
const NEWUSER10: Promo = { code: 'NEWUSER10', kind: 'percent', value: 10, minSubtotal: null };
const TENOFF50: Promo = { code: 'TENOFF50', kind: 'amount', value: 10, minSubtotal: 50 };

const line = (price: number, quantity: number, inStock = true): PricedLine => ({ price, quantity, inStock });

describe('cartTotals', () => {
  it('adds price × quantity of in-stock lines', () => {
    const totals = cartTotals([line(19.99, 2), line(5.5, 1)]);
    expect(totals.subtotalCents).toBe(4548);
    expect(totals.itemCount).toBe(3);
  });

  it('leaves out-of-stock lines out of every figure', () => {
    const totals = cartTotals([line(50, 1), line(100, 3, false)]);
    expect(totals.subtotalCents).toBe(5000);
    expect(totals.shippingCents).toBe(999);
    expect(totals.itemCount).toBe(1);
  });

  it('charges $9.99 shipping at or below $75 and none above', () => {
    expect(cartTotals([line(75, 1)]).shippingCents).toBe(999);
    expect(cartTotals([line(75.01, 1)]).shippingCents).toBe(0);
  });

  it('decides shipping on the subtotal before discount', () => {
    const totals = cartTotals([line(80, 1)], SAVE20);
    expect(totals.discountCents).toBe(1600);
    expect(totals.shippingCents).toBe(0);
  });

  it('worked example: $100 with SAVE20', () => {
    expect(cartTotals([line(50, 2)], SAVE20)).toMatchObject({
      subtotalCents: 10000,
      discountCents: 2000,
      shippingCents: 0,
      taxCents: 640, // 8% of 80.00
      totalCents: 8640,
      promo: SAVE20,
    });
  });

  it('worked example: $45.48 without promo', () => {
    const totals = cartTotals([line(19.99, 2), line(5.5, 1)]);
    expect(totals.taxCents).toBe(364); // 363.84
    expect(totals.totalCents).toBe(4548 + 999 + 364);
  });

  it('rounds a half-cent discount up (NEWUSER10 on $19.95)', () => {
    const totals = cartTotals([line(19.95, 1)], NEWUSER10);
    expect(totals.discountCents).toBe(200); // 199.5
    expect(totals.taxCents).toBe(144); // 8% of 17.95 = 143.6
    expect(totals.totalCents).toBe(1995 - 200 + 999 + 144);
  });

  it('takes an amount off, taxing what is left', () => {
    expect(cartTotals([line(60, 1)], TENOFF50)).toMatchObject({
      subtotalCents: 6000,
      discountCents: 1000,
      shippingCents: 999,
      taxCents: 400, // 8% of 50.00
      totalCents: 6000 - 1000 + 999 + 400,
    });
  });

  it('gives nothing below the minimum, but keeps the promo to show what it needs', () => {
    const totals = cartTotals([line(49.99, 1)], TENOFF50);
    expect(totals.discountCents).toBe(0);
    expect(totals.taxCents).toBe(400); // 8% of 49.99 = 3.9992
    expect(totals.promo).toBe(TENOFF50);
    expect(cartTotals([line(50, 1)], TENOFF50).discountCents).toBe(1000);
  });

  it('reads the minimum from in-stock lines only', () => {
    expect(cartTotals([line(30, 1), line(40, 1, false)], TENOFF50).discountCents).toBe(0);
  });

  it('gives no discount without a promo', () => {
    const totals = cartTotals([line(50, 2)], null);
    expect(totals.promo).toBeNull();
    expect(totals.discountCents).toBe(0);
  });

  it('taxes the amount after discount', () => {
    expect(cartTotals([line(10, 1)], NEWUSER10).taxCents).toBe(72); // 8% of 9.00
  });

  it('has the total equal to its parts', () => {
    const t = cartTotals([line(33.33, 3), line(0.01, 7)], NEWUSER10);
    expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCents + t.taxCents);
  });

  it('works in cents, so 0.1 + 0.2 dollars give 30 cents', () => {
    expect(cartTotals([line(0.1, 1), line(0.2, 1)]).subtotalCents).toBe(30);
  });

  it('is all zero with nothing to buy', () => {
    expect(cartTotals([])).toMatchObject({ subtotalCents: 0, discountCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
    expect(cartTotals([line(20, 1, false)]).totalCents).toBe(0);
  });

  it('skips lines with a quantity of 0 or less or a broken price', () => {
    expect(cartTotals([line(20, 0), line(20, -1), line(Number.NaN, 1), line(10, 1)]).subtotalCents).toBe(1000);
  });
});

describe('totalsInDollars', () => {
  it('speaks dollars with the payment-intent names', () => {
    expect(totalsInDollars(cartTotals([line(50, 2)], SAVE20))).toEqual({
      subtotal: 100,
      promoDiscount: 20,
      shipping: 0,
      tax: 6.4,
      total: 86.4,
    });
  });
});
