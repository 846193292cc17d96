import { describe, expect, it } from 'vitest';
import { aProduct } from '../test-support/product-fixture';
import { productFormSchema } from './product-form';
import { PRODUCT_COLUMNS, PRODUCT_TEMPLATE_EXAMPLE, productColumnOf, productToRow } from './product-columns';

describe('PRODUCT_COLUMNS', () => {
  it('are the spreadsheet headers, in order', () => {
    expect(PRODUCT_COLUMNS).toEqual([
      'product_id',
      'name',
      'brand',
      'category',
      'tags',
      'rating',
      'cost_price',
      'retail_price',
      'stock_quantity',
      'description',
      'image_url',
      'expected_stock_quantity',
      'scent_family',
      'concentration',
      'top_notes',
      'heart_notes',
      'base_notes',
    ]);
  });

  it('cover every field of the product form', () => {
    const formFields = Object.keys(productFormSchema.shape);
    expect(formFields.every((field) => (PRODUCT_COLUMNS as readonly string[]).includes(field))).toBe(true);
  });
});

describe('PRODUCT_TEMPLATE_EXAMPLE', () => {
  it('fills every column and passes the form schema', () => {
    expect(Object.keys(PRODUCT_TEMPLATE_EXAMPLE)).toEqual([...PRODUCT_COLUMNS]);
    expect(productFormSchema.safeParse(PRODUCT_TEMPLATE_EXAMPLE).success).toBe(true);
  });
});

describe('productColumnOf', () => {
  it('reads a header trimmed and in any case', () => {
    expect(productColumnOf(' Retail_Price ')).toBe('retail_price');
    expect(productColumnOf('product_id')).toBe('product_id');
  });

  it('is null for anything else', () => {
    expect(productColumnOf('price')).toBeNull();
    expect(productColumnOf(undefined)).toBeNull();
  });
});

describe('productToRow', () => {
  it('gives the values in column order, tags joined', () => {
    const row = productToRow(aProduct({ product_id: 'P-9', tags: ['fresh', 'citrus'], image_url: '/images/p9.jpg' }));
    expect(row).toEqual([
      'P-9',
      'Rose Noir',
      'Maison Atelier',
      'Women',
      'fresh, citrus',
      4.5,
      80,
      100,
      20,
      'A dark rose.',
      '/images/p9.jpg',
      20,
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('gives the fragrance profile, each tier of notes joined', () => {
    const row = productToRow(
      aProduct({
        scent_family: 'Woody',
        concentration: 'Eau de Toilette',
        notes: { top: ['Bergamot', 'Pink Pepper'], heart: ['Iris'], base: ['Vetiver', 'Cedar'] },
      }),
    );
    expect(row.slice(PRODUCT_COLUMNS.indexOf('scent_family'))).toEqual([
      'Woody',
      'Eau de Toilette',
      'Bergamot, Pink Pepper',
      'Iris',
      'Vetiver, Cedar',
    ]);
  });

  it('gives the stock as downloaded as the expected stock, so a re-upload knows what it was edited from', () => {
    const row = productToRow(aProduct({ stock_quantity: 7 }));
    expect(row[PRODUCT_COLUMNS.indexOf('stock_quantity')]).toBe(7);
    expect(row[PRODUCT_COLUMNS.indexOf('expected_stock_quantity')]).toBe(7);
  });

  it('leaves missing values empty', () => {
    expect(productToRow({ product_id: 'X', rating: Number.NaN })).toEqual(['X', ...Array<string>(PRODUCT_COLUMNS.length - 1).fill('')]);
  });
});
