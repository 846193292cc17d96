import { describe, expect, it } from 'vitest';
import { ORDER_PREVIEW_ITEMS, formatOrderTotal, hiddenItemCount, orderItemCount, previewItems } from './order-total';

describe('formatOrderTotal', () => {
  it('shows a dollar sign and 2 decimals', () => {
    expect(formatOrderTotal(86.4)).toBe('$86.40');
    expect(formatOrderTotal(1234.5)).toBe('$1,234.50');
    expect(formatOrderTotal(12)).toBe('$12.00');
    expect(formatOrderTotal(undefined)).toBe('$0.00');
  });
});

describe('previewItems', () => {
  it('shows 2 items until expanded', () => {
    expect(ORDER_PREVIEW_ITEMS).toBe(2);
    expect(previewItems(['a', 'b', 'c'], false)).toEqual(['a', 'b']);
    expect(previewItems(['a', 'b', 'c'], true)).toEqual(['a', 'b', 'c']);
    expect(previewItems(['a'], false)).toEqual(['a']);
    expect(previewItems(undefined, false)).toEqual([]);
  });

  it('counts the items "show more" reveals', () => {
    expect(hiddenItemCount(['a', 'b', 'c', 'd'])).toBe(2);
    expect(hiddenItemCount(['a'])).toBe(0);
  });
});

describe('orderItemCount', () => {
  it('sums the quantities', () => {
    expect(orderItemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(orderItemCount([{ quantity: 0 }, { quantity: null }, {}])).toBe(0);
    expect(orderItemCount(undefined)).toBe(0);
  });
});
