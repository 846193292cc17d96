import { describe, expect, it } from 'vitest';
import { PRODUCTS_PER_PAGE, clampPage, pageCount, pageSlice } from './pagination';

const items = Array.from({ length: 30 }, (_, i) => i + 1);

describe('pageCount', () => {
  it('uses 12 products per page', () => {
    expect(PRODUCTS_PER_PAGE).toBe(12);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    expect(pageCount(24)).toBe(2);
    expect(pageCount(25)).toBe(3);
  });

  it('is 0 for an empty list', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(-3)).toBe(0);
  });

  it('accepts another page size', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(21, 0)).toBe(0);
  });
});

describe('clampPage', () => {
  it('keeps a page that exists', () => {
    expect(clampPage(2, 3)).toBe(2);
  });

  it('brings a page into 1..pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-5, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
  });

  it('is 1 with no pages or a page that is not a number', () => {
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it('drops a fraction', () => {
    expect(clampPage(2.7, 3)).toBe(2);
  });
});

describe('pageSlice', () => {
  it('gives the 12 items of a page', () => {
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 2)).toEqual(items.slice(12, 24));
  });

  it('gives the remainder on the last page', () => {
    expect(pageSlice(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
  });

  it('clamps pages beyond either end', () => {
    expect(pageSlice(items, 99)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageSlice(items, 0)).toEqual(items.slice(0, 12));
  });

  it('is empty for an empty list', () => {
    expect(pageSlice([], 1)).toEqual([]);
  });
});
