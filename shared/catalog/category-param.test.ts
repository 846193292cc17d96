import { describe, expect, it } from 'vitest';
import { isCategory, parseCategoryParam, shopCategoryHref } from './category-param';

describe('parseCategoryParam', () => {
  it('accepts Women, Men, Unisex and Gifts', () => {
    expect(parseCategoryParam('Women')).toBe('Women');
    expect(parseCategoryParam('Men')).toBe('Men');
    expect(parseCategoryParam('Unisex')).toBe('Unisex');
    expect(parseCategoryParam('Gifts')).toBe('Gifts');
  });

  it('ignores anything else, including other spellings', () => {
    expect(parseCategoryParam('Kids')).toBeUndefined();
    expect(parseCategoryParam('women')).toBeUndefined();
    expect(parseCategoryParam(" Women's")).toBeUndefined();
    expect(parseCategoryParam('')).toBeUndefined();
    expect(parseCategoryParam(null)).toBeUndefined();
    expect(parseCategoryParam(undefined)).toBeUndefined();
  });
});

describe('isCategory', () => {
  it('rejects values that are not text', () => {
    expect(isCategory(1)).toBe(false);
    expect(isCategory('Gifts')).toBe(true);
  });
});

describe('shopCategoryHref', () => {
  it('links to the shop with the category query', () => {
    expect(shopCategoryHref('Women')).toBe('/shop?category=Women');
  });
});
