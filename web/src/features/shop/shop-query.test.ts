import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { applyShopQuery } from './shop-query';

const products = [
  aProduct({ product_id: '1', name: 'Rose Noir', brand: 'Atelier', category: 'Women', retail_price: 120, rating: 4.5 }),
  aProduct({ product_id: '2', name: 'Rose Blanche', brand: 'Atelier', category: 'Women', retail_price: 60, rating: 3.5 }),
  aProduct({ product_id: '3', name: 'Oud Rose', brand: 'Tom Ford', category: 'Men', retail_price: 250, rating: 4.8 }),
  aProduct({ product_id: '4', name: 'Citrus', brand: 'Acqua', category: 'Unisex', retail_price: 40, rating: 4.9 }),
];

describe('applyShopQuery', () => {
  it('searches, filters and sorts together', () => {
    const shown = applyShopQuery(products, {
      search: ' rose ',
      filters: { categories: ['Women'], brands: [], families: [], notes: [], priceRange: [0, 500], minRating: 0 },
      sort: 'priceLow',
    });
    expect(shown.map((p) => p.product_id)).toEqual(['2', '1']);
  });

  it('applies the minimum rating and price pair after the search', () => {
    const shown = applyShopQuery(products, {
      search: 'rose',
      filters: { categories: [], brands: [], families: [], notes: [], priceRange: [100, 300], minRating: 4 },
      sort: 'ratingHigh',
    });
    expect(shown.map((p) => p.product_id)).toEqual(['3', '1']);
  });

  it('returns everything in catalogue order with an empty query', () => {
    expect(applyShopQuery(products, {}).map((p) => p.product_id)).toEqual(['1', '2', '3', '4']);
  });

  it('can come out empty', () => {
    expect(applyShopQuery(products, { search: 'vanilla' })).toEqual([]);
  });
});
