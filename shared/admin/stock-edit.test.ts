import { describe, expect, it } from 'vitest';
import { inventorySummary, parseStockInput, planStockChanges } from './stock-edit';

describe('parseStockInput', () => {
  it('takes a whole number of 0 or more', () => {
    expect(parseStockInput('0')).toEqual({ ok: true, value: 0 });
    expect(parseStockInput(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseStockInput(7)).toEqual({ ok: true, value: 7 });
  });

  it("refuses empty, non-numbers, negatives and fractions: 'Please enter a valid stock quantity'", () => {
    for (const bad of ['', '  ', 'abc', '-1', '2.5', '1e3', null, undefined, '99999999']) {
      expect(parseStockInput(bad)).toEqual({ ok: false, error: 'Please enter a valid stock quantity' });
    }
  });
});

describe('inventorySummary', () => {
  it('counts every product and each band: 0 out, 1–10 low, above 10 good', () => {
    const stock = [0, 1, 10, 11, 500, 0];
    expect(inventorySummary(stock.map((stock_quantity) => ({ stock_quantity })))).toEqual({ total: 6, out: 2, low: 2, good: 2 });
    expect(inventorySummary([])).toEqual({ total: 0, out: 0, low: 0, good: 0 });
  });
});

describe('planStockChanges', () => {
  const products = [
    { product_id: 'a', stock_quantity: 5 },
    { product_id: 'b', stock_quantity: 0 },
    { product_id: 'c', stock_quantity: 12 },
  ];

  it('sends only changed figures and skips blank boxes', () => {
    expect(planStockChanges(products, { a: '20', b: '0', c: '' })).toEqual({
      changes: [{ product_id: 'a', stock_quantity: 20 }],
      errors: {},
    });
  });

  it('names each product whose figure is bad', () => {
    expect(planStockChanges(products, { a: '-3', b: '4', c: 'x' })).toEqual({
      changes: [{ product_id: 'b', stock_quantity: 4 }],
      errors: { a: 'Please enter a valid stock quantity', c: 'Please enter a valid stock quantity' },
    });
  });
});
