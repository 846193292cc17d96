import { describe, expect, it } from 'vitest';
import { aProduct } from '../test-support/product-fixture';
import { productBreadcrumbs, productIdOfPath, productPath, relatedProducts, shopBrandHref } from './product-page';

describe('product paths', () => {
  it('gives each product a page of its own, and reads the id back', () => {
    expect(productPath('byredo-mojave-ghost-edp')).toBe('/products/byredo-mojave-ghost-edp');
    expect(productPath('a b')).toBe('/products/a%20b');
    expect(productIdOfPath('/products/a%20b')).toBe('a b');
    expect(productIdOfPath('/products/byredo-mojave-ghost-edp/')).toBe('byredo-mojave-ghost-edp');
  });

  it('is no product page for the bare list, a deeper path or a broken escape', () => {
    expect(productIdOfPath('/products')).toBeUndefined();
    expect(productIdOfPath('/products/')).toBeUndefined();
    expect(productIdOfPath('/products/a/b')).toBeUndefined();
    expect(productIdOfPath('/products/%E0%A4%A')).toBeUndefined();
    expect(productIdOfPath('/shop')).toBeUndefined();
  });
});

describe('productBreadcrumbs', () => {
  it('leads back into the shop by category, then house', () => {
    const product = aProduct({ product_id: 'P-1', name: 'Mojave Ghost', category: 'Unisex', brand: 'Byredo & Co' });
    expect(productBreadcrumbs(product)).toEqual([
      { name: 'Shop', path: '/shop' },
      { name: 'Unisex', path: '/shop?category=Unisex' },
      { name: 'Byredo & Co', path: shopBrandHref('Byredo & Co') },
      { name: 'Mojave Ghost', path: '/products/P-1' },
    ]);
    expect(shopBrandHref('Byredo & Co')).toBe('/shop?brand=Byredo%20%26%20Co');
  });
});

describe('relatedProducts', () => {
  const ghost = aProduct({ product_id: 'ghost', brand: 'Byredo', category: 'Unisex', tags: ['woody', 'musk', 'floral'] });
  const catalogue = [
    ghost,
    aProduct({ product_id: 'gypsy', brand: 'Byredo', category: 'Unisex', tags: ['woody'], rating: 4.1 }),
    aProduct({ product_id: 'bal', brand: 'Byredo', category: 'Women', tags: [], rating: 4.8, stock_quantity: 0 }),
    aProduct({ product_id: 'santal', brand: 'Le Labo', category: 'Unisex', tags: ['Woody', 'musk'], rating: 4.0 }),
    aProduct({ product_id: 'another', brand: 'Maison', category: 'Unisex', tags: ['floral'], rating: 4.9 }),
    aProduct({ product_id: 'mens', brand: 'Dior', category: 'Men', tags: ['woody', 'musk', 'floral'] }),
    aProduct({ product_id: 'plain', brand: 'Chanel', category: 'Unisex', tags: ['citrus'] }),
  ];

  it('shows more from the house, in stock first, never the product itself', () => {
    expect(relatedProducts(ghost, catalogue).house.map((p) => p.product_id)).toEqual(['gypsy', 'bal']);
  });

  it('shows other houses of the same category sharing tags, most shared first', () => {
    expect(relatedProducts(ghost, catalogue).alike.map((p) => p.product_id)).toEqual(['santal', 'another']);
  });

  it('holds each row to its limit', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      aProduct({ product_id: `b${i}`, brand: 'Byredo', category: 'Unisex', tags: ['woody'] }),
    );
    const rows = relatedProducts(ghost, [ghost, ...many], 8);
    expect(rows.house).toHaveLength(8);
    expect(rows.alike).toEqual([]);
  });
});
