import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { ADMIN_SEARCH_FIELDS, matchesSearch, normalizeQuery, searchProducts } from './search';

const rose = aProduct({ product_id: 'W-1', name: 'Rose Noir', brand: 'Atelier', category: 'Women', tags: ['Floral', 'Evening'] });
const oud = aProduct({ product_id: 'M-2', name: 'Oud Wood', brand: 'Tom Ford', category: 'Men', tags: ['woody'] });
const citrus = aProduct({ product_id: 'U-3', name: 'Citrus Bloom', brand: 'Acqua', category: 'Unisex', tags: [] });
const all = [rose, oud, citrus];

describe('normalizeQuery', () => {
  it('trims and lower-cases', () => {
    expect(normalizeQuery('  ROSE ')).toBe('rose');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(null)).toBe('');
  });
});

describe('matchesSearch', () => {
  it('matches the name, ignoring case', () => {
    expect(matchesSearch(rose, 'rOsE')).toBe(true);
    expect(matchesSearch(rose, 'noir')).toBe(true);
  });

  it('matches the brand', () => {
    expect(matchesSearch(oud, 'tom f')).toBe(true);
  });

  it('matches the category', () => {
    expect(matchesSearch(oud, 'MEN')).toBe(true);
    expect(matchesSearch(citrus, 'unisex')).toBe(true);
  });

  it('matches any tag', () => {
    expect(matchesSearch(rose, 'evening')).toBe(true);
    expect(matchesSearch(oud, 'WOOD')).toBe(true);
  });

  it('trims the query before matching', () => {
    expect(matchesSearch(rose, '   rose   ')).toBe(true);
  });

  it('does not match text found nowhere', () => {
    expect(matchesSearch(rose, 'vanilla')).toBe(false);
    expect(matchesSearch(citrus, 'floral')).toBe(false);
  });

  it('does not match the description or the product id in the shop', () => {
    expect(matchesSearch(aProduct({ description: 'vanilla heart' }), 'vanilla')).toBe(false);
    expect(matchesSearch(rose, 'W-1')).toBe(false);
  });

  it('matches the product id with the admin fields', () => {
    expect(matchesSearch(rose, 'w-1', ADMIN_SEARCH_FIELDS)).toBe(true);
  });

  it('matches everything with an empty or blank query', () => {
    expect(matchesSearch(rose, '')).toBe(true);
    expect(matchesSearch(rose, '   ')).toBe(true);
    expect(matchesSearch(rose, undefined)).toBe(true);
  });

  it('copes with missing tags', () => {
    const untagged = aProduct({ tags: undefined as unknown as string[] });
    expect(matchesSearch(untagged, 'floral')).toBe(false);
  });
});

describe('searchProducts', () => {
  it('keeps the matching products in their order', () => {
    expect(searchProducts(all, 'o').map((p) => p.product_id)).toEqual(['W-1', 'M-2', 'U-3']);
    expect(searchProducts(all, 'wood').map((p) => p.product_id)).toEqual(['M-2']);
    expect(searchProducts(all, '')).toHaveLength(3);
    expect(searchProducts(all, 'nothing here')).toEqual([]);
  });
});

describe('searching by note', () => {
  it('finds a product by a note in any tier, as well as by name', () => {
    const vanilla = aProduct({ product_id: 'v', name: 'Nuit Blanche', notes: { top: ['Pear'], heart: ['Iris'], base: ['Vanilla'] } });
    const named = aProduct({ product_id: 'n', name: 'Vanilla Vibes', notes: { top: ['Sea Salt'], heart: [], base: ['Musk'] } });
    const other = aProduct({ product_id: 'o', name: 'Cedar Noir', tags: [], notes: { top: ['Lemon'], heart: ['Rose'], base: ['Cedar'] } });
    expect(searchProducts([vanilla, named, other], 'vanilla').map((p) => p.product_id)).toEqual(['v', 'n']);
    // The admin's search stays the spec's: names, brands, categories, ids and tags.
    expect(searchProducts([vanilla, named], 'vanilla', ADMIN_SEARCH_FIELDS).map((p) => p.product_id)).toEqual(['n']);
  });
});
