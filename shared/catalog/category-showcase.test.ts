import { describe, expect, it } from 'vitest';
import { parseCategoryParam } from './category-param';
import { CATEGORY_SHOWCASE } from './category-showcase';

describe('CATEGORY_SHOWCASE', () => {
  it("has Women's, Men's, Unisex and Gifts in that order", () => {
    expect(CATEGORY_SHOWCASE.map((card) => card.title)).toEqual(["Women's", "Men's", 'Unisex', 'Gifts']);
  });

  it('shows the counts 120+, 85+, 60+ and 45+', () => {
    expect(CATEGORY_SHOWCASE.map((card) => card.countLabel)).toEqual(['120+', '85+', '60+', '45+']);
  });

  it('links each card to the shop with its category', () => {
    expect(CATEGORY_SHOWCASE.map((card) => card.href)).toEqual([
      '/shop?category=Women',
      '/shop?category=Men',
      '/shop?category=Unisex',
      '/shop?category=Gifts',
    ]);
    for (const card of CATEGORY_SHOWCASE) {
      expect(parseCategoryParam(new URLSearchParams(card.href.split('?')[1]).get('category'))).toBe(card.category);
    }
  });

  it('gives each card a description and feature tags', () => {
    for (const card of CATEGORY_SHOWCASE) {
      expect(card.description.length).toBeGreaterThan(10);
      expect(card.features.length).toBeGreaterThan(0);
    }
  });
});
