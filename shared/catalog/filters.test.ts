import { describe, expect, it } from 'vitest';
import {
  ANY_RATING,
  CATEGORY_OPTIONS,
  RATING_OPTIONS,
  type ShopFilters,
  brandOptions,
  defaultFilters,
  filterProducts,
  familyOptions,
  matchesFilters,
  matchingNoteOptions,
  noteOptions,
  ratingOptionLabel,
  toggleInList,
} from './filters';
import { aProduct } from '../test-support/product-fixture';

const open: ShopFilters = { categories: [], brands: [], families: [], notes: [], priceRange: [0, 5000], minRating: 0 };

describe('rating options', () => {
  it('are 4, 3, 2, 1 and Any', () => {
    expect(RATING_OPTIONS).toEqual([4, 3, 2, 1, 0]);
    expect(ANY_RATING).toBe(0);
    expect(RATING_OPTIONS.map(ratingOptionLabel)).toEqual(['4+ stars', '3+ stars', '2+ stars', '1+ star', 'Any']);
  });
});

describe('matchesFilters', () => {
  it('lets everything through with empty lists, the full range and Any rating', () => {
    expect(matchesFilters(aProduct({ rating: 0 }), open)).toBe(true);
  });

  it('keeps only the listed categories', () => {
    const filters = { ...open, categories: ['Men', 'Unisex'] as const };
    expect(matchesFilters(aProduct({ category: 'Men' }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ category: 'Women' }), filters)).toBe(false);
  });

  it('keeps only the listed brands, with exact spelling', () => {
    const filters = { ...open, brands: ['Dior'] };
    expect(matchesFilters(aProduct({ brand: 'Dior' }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ brand: 'Chanel' }), filters)).toBe(false);
  });

  it('includes both ends of the price pair', () => {
    const filters: ShopFilters = { ...open, priceRange: [50, 100] };
    expect(matchesFilters(aProduct({ retail_price: 50 }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ retail_price: 100 }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ retail_price: 49.99 }), filters)).toBe(false);
    expect(matchesFilters(aProduct({ retail_price: 100.01 }), filters)).toBe(false);
  });

  it('reads a reversed price pair as the same range', () => {
    const filters: ShopFilters = { ...open, priceRange: [100, 50] };
    expect(matchesFilters(aProduct({ retail_price: 75 }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ retail_price: 120 }), filters)).toBe(false);
  });

  it('keeps ratings at or above the minimum', () => {
    const filters: ShopFilters = { ...open, minRating: 4 };
    expect(matchesFilters(aProduct({ rating: 4 }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ rating: 4.8 }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ rating: 3.9 }), filters)).toBe(false);
  });

  it('requires every filter to pass', () => {
    const filters: ShopFilters = { categories: ['Men'], brands: ['Dior'], families: [], notes: [], priceRange: [0, 100], minRating: 3 };
    expect(matchesFilters(aProduct({ category: 'Men', brand: 'Dior', retail_price: 90, rating: 3 }), filters)).toBe(true);
    expect(matchesFilters(aProduct({ category: 'Men', brand: 'Dior', retail_price: 90, rating: 2 }), filters)).toBe(false);
    expect(matchesFilters(aProduct({ category: 'Men', brand: 'Dior', retail_price: 190, rating: 5 }), filters)).toBe(false);
  });
});

describe('filterProducts', () => {
  it('keeps the order of the products that pass', () => {
    const products = [
      aProduct({ product_id: 'a', rating: 5 }),
      aProduct({ product_id: 'b', rating: 1 }),
      aProduct({ product_id: 'c', rating: 3 }),
    ];
    expect(filterProducts(products, { ...open, minRating: 3 }).map((p) => p.product_id)).toEqual(['a', 'c']);
  });
});

describe('defaultFilters', () => {
  const products = [aProduct({ retail_price: 30.5 }), aProduct({ retail_price: 99.1 })];

  it('covers the catalogue price range with no categories, brands or rating', () => {
    expect(defaultFilters(products)).toEqual({ categories: [], brands: [], families: [], notes: [], priceRange: [30, 100], minRating: 0 });
  });

  it('preselects a category when given', () => {
    expect(defaultFilters(products, 'Gifts').categories).toEqual(['Gifts']);
  });

  it('uses 0–5000 with no products', () => {
    expect(defaultFilters([]).priceRange).toEqual([0, 5000]);
  });
});

describe('options', () => {
  it('lists the four categories in order', () => {
    expect(CATEGORY_OPTIONS).toEqual(['Women', 'Men', 'Unisex', 'Gifts']);
  });

  it('lists each brand once, A to Z ignoring case, without blanks', () => {
    const brands = brandOptions([
      { brand: 'dior' },
      { brand: 'Chanel' },
      { brand: 'Dior' },
      { brand: 'Chanel' },
      { brand: ' ' },
      { brand: 'Armani' },
    ]);
    expect(brands).toEqual(['Armani', 'Chanel', 'Dior', 'dior']);
  });
});

describe('toggleInList', () => {
  it('adds an absent value and removes a present one', () => {
    expect(toggleInList(['Men'], 'Women')).toEqual(['Men', 'Women']);
    expect(toggleInList(['Men', 'Women'], 'Men')).toEqual(['Women']);
  });
});

describe('the scent filters', () => {
  const woody = aProduct({
    product_id: 'w',
    scent_family: 'Woody',
    notes: { top: ['Bergamot'], heart: ['Iris'], base: ['Vanilla', 'Cedar'] },
  });
  const gourmand = aProduct({ product_id: 'g', scent_family: 'Gourmand', notes: { top: ['Pear'], heart: ['Praline'], base: ['Vanilla'] } });
  const none = aProduct({ product_id: 'n' });

  it('let through a product of any chosen family', () => {
    const filters = { ...open, families: ['Woody', 'Chypre'] as const };
    expect(
      [woody, gourmand, none].filter((p) => matchesFilters(p, { ...filters, families: [...filters.families] })).map((p) => p.product_id),
    ).toEqual(['w']);
  });

  it('let through a product listing every chosen note, in any tier', () => {
    expect([woody, gourmand, none].filter((p) => matchesFilters(p, { ...open, notes: ['Vanilla'] })).map((p) => p.product_id)).toEqual([
      'w',
      'g',
    ]);
    expect(
      [woody, gourmand, none].filter((p) => matchesFilters(p, { ...open, notes: ['Vanilla', 'Bergamot'] })).map((p) => p.product_id),
    ).toEqual(['w']);
  });

  it('offer the families the catalogue has, in order, and its notes, most listed first, each with its count', () => {
    expect(familyOptions([gourmand, woody, none, woody])).toEqual([
      { value: 'Woody', count: 2 },
      { value: 'Gourmand', count: 1 },
    ]);
    expect(noteOptions([woody, gourmand]).slice(0, 2)).toEqual([
      { value: 'Vanilla', count: 2 },
      { value: 'Bergamot', count: 1 },
    ]);
  });

  it('match the notes typed: starting with it first, without those chosen', () => {
    const options = noteOptions([woody, gourmand]);
    expect(matchingNoteOptions(options, 'p', []).map((o) => o.value)).toEqual(['Pear', 'Praline']);
    expect(matchingNoteOptions(options, 'ra', []).map((o) => o.value)).toEqual(['Praline']);
    expect(matchingNoteOptions(options, 'e', ['Pear']).map((o) => o.value)).toEqual(['Bergamot', 'Cedar', 'Praline']);
    expect(matchingNoteOptions(options, ' ', [])).toEqual([]);
  });
});
