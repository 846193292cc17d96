import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import {
  ADMIN_PAGE_SIZES,
  ADMIN_SORT_OPTIONS,
  DEFAULT_ADMIN_LIST,
  adminProductsView,
  parseAdminPageSize,
  parseAdminSortKey,
  sortAdminProducts,
} from './product-list-view';

const ids = (list: { product_id: string }[]) => list.map((p) => p.product_id);

const products = [
  aProduct({
    product_id: 'a',
    name: 'Beta',
    brand: 'chanel',
    category: 'Men',
    retail_price: 80,
    stock_quantity: 0,
    rating: 4.2,
    created_at: '2024-03-01T00:00:00Z',
    tags: ['woody'],
  }),
  aProduct({
    product_id: 'b',
    name: 'alpha',
    brand: 'Armani',
    category: 'Women',
    retail_price: 120,
    stock_quantity: 50,
    rating: 4.9,
    created_at: '2025-06-01T00:00:00Z',
    tags: ['citrus'],
  }),
  aProduct({
    product_id: 'c',
    name: 'Gamma',
    brand: 'Dior',
    category: 'Unisex',
    retail_price: 45.5,
    stock_quantity: 7,
    rating: 3.1,
    created_at: '2023-12-31T23:59:59Z',
    tags: ['rose'],
  }),
];

describe('the admin list settings', () => {
  it('offer the seven spec sort keys and the four page sizes', () => {
    expect(ADMIN_SORT_OPTIONS.map((o) => o.value)).toEqual([
      'name',
      'brand',
      'category',
      'retail_price',
      'stock_quantity',
      'rating',
      'created_at',
    ]);
    expect(ADMIN_PAGE_SIZES).toEqual([5, 10, 20, 50]);
  });

  it('start at name ascending, 10 a page', () => {
    expect(DEFAULT_ADMIN_LIST).toMatchObject({ sort: 'name', direction: 'asc', pageSize: 10, page: 1 });
  });

  it('read unknown menu values as the defaults', () => {
    expect(parseAdminSortKey('rating')).toBe('rating');
    expect(parseAdminSortKey('price')).toBe('name');
    expect(parseAdminPageSize('20')).toBe(20);
    expect(parseAdminPageSize('7')).toBe(10);
  });
});

describe('sortAdminProducts', () => {
  it('sorts text ignoring case, either way', () => {
    expect(ids(sortAdminProducts(products, 'name', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortAdminProducts(products, 'name', 'desc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortAdminProducts(products, 'brand', 'asc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortAdminProducts(products, 'category', 'asc'))).toEqual(['a', 'c', 'b']);
  });

  it('sorts numbers and dates, either way', () => {
    expect(ids(sortAdminProducts(products, 'retail_price', 'asc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortAdminProducts(products, 'stock_quantity', 'desc'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortAdminProducts(products, 'rating', 'desc'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortAdminProducts(products, 'created_at', 'desc'))).toEqual(['b', 'a', 'c']);
  });

  it('puts a missing figure last and breaks ties by name', () => {
    const list = [
      aProduct({ product_id: 'x', name: 'Zed', rating: Number.NaN }),
      aProduct({ product_id: 'y', name: 'Ann', rating: 4 }),
      aProduct({ product_id: 'z', name: 'Bob', rating: 4 }),
    ];
    expect(ids(sortAdminProducts(list, 'rating', 'asc'))).toEqual(['y', 'z', 'x']);
    expect(ids(sortAdminProducts(list, 'rating', 'desc'))).toEqual(['y', 'z', 'x']);
  });

  it('leaves the given list alone', () => {
    const copy = [...products];
    sortAdminProducts(products, 'rating', 'desc');
    expect(products).toEqual(copy);
  });
});

describe('adminProductsView', () => {
  it('searches name, brand, category, product id and tags', () => {
    const view = (search: string) => ids(adminProductsView(products, { ...DEFAULT_ADMIN_LIST, search }).items);
    expect(view('ARMANI')).toEqual(['b']);
    expect(view('unisex')).toEqual(['c']);
    expect(view('c')).toEqual(['b', 'a', 'c']);
    expect(view('woody')).toEqual(['a']);
    expect(view('nothing')).toEqual([]);
  });

  it('pages the sorted result and keeps the page within range', () => {
    const many = Array.from({ length: 12 }, (_, i) => aProduct({ product_id: `p${i}`, name: `Scent ${String(i).padStart(2, '0')}` }));
    const first = adminProductsView(many, { ...DEFAULT_ADMIN_LIST, pageSize: 5 });
    expect(first).toMatchObject({ total: 12, pages: 3, page: 1 });
    expect(ids(first.items)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    const beyond = adminProductsView(many, { ...DEFAULT_ADMIN_LIST, pageSize: 5, page: 9 });
    expect(beyond.page).toBe(3);
    expect(ids(beyond.items)).toEqual(['p10', 'p11']);
    expect(adminProductsView([], DEFAULT_ADMIN_LIST)).toMatchObject({ items: [], total: 0, pages: 0, page: 1 });
  });
});
