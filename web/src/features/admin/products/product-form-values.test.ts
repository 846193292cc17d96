import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { EMPTY_PRODUCT_FORM, checkProductForm, productFieldErrorsOf, productToFormValues } from './product-form-values';

const filled = {
  ...EMPTY_PRODUCT_FORM,
  product_id: 'MSN-9',
  name: ' Vetiver Sec ',
  brand: 'Atelier Nord',
  category: 'Men',
  tags: 'woody, , dry ',
  rating: '4.3',
  cost_price: '40',
  retail_price: '89.99',
};

describe('productToFormValues', () => {
  it('shows numbers as text and tags comma-separated', () => {
    expect(productToFormValues(aProduct({ product_id: 'P-1', tags: ['floral', 'rose'], stock_quantity: 0 }))).toEqual({
      product_id: 'P-1',
      name: 'Rose Noir',
      brand: 'Maison Atelier',
      category: 'Women',
      tags: 'floral, rose',
      rating: '4.5',
      cost_price: '80',
      retail_price: '100',
      stock_quantity: '0',
      description: 'A dark rose.',
      scent_family: '',
      concentration: '',
      top_notes: '',
      heart_notes: '',
      base_notes: '',
    });
  });

  it('shows the fragrance profile, each tier of notes comma-separated', () => {
    const values = productToFormValues(
      aProduct({
        scent_family: 'Chypre',
        concentration: 'Parfum',
        notes: { top: ['Bergamot', 'Lemon'], heart: ['Rose'], base: ['Oakmoss', 'Patchouli'] },
      }),
    );
    expect([values.scent_family, values.concentration, values.top_notes, values.heart_notes, values.base_notes]).toEqual([
      'Chypre',
      'Parfum',
      'Bergamot, Lemon',
      'Rose',
      'Oakmoss, Patchouli',
    ]);
  });

  it('leaves a missing cost price empty', () => {
    expect(productToFormValues(aProduct({ cost_price: undefined })).cost_price).toBe('');
  });
});

describe('checkProductForm', () => {
  it('gives the clean product: trimmed, tags split, numbers parsed, empty stock and rating 0', () => {
    const result = checkProductForm(filled);
    expect(result).toEqual({
      ok: true,
      product: {
        product_id: 'MSN-9',
        name: 'Vetiver Sec',
        brand: 'Atelier Nord',
        category: 'Men',
        tags: ['woody', 'dry'],
        rating: 4.3,
        cost_price: 40,
        retail_price: 89.99,
        stock_quantity: 0,
        description: '',
        // The form shows the whole profile, so a blank field is "none".
        scent_family: null,
        concentration: null,
        top_notes: [],
        heart_notes: [],
        base_notes: [],
      },
    });
  });

  it('names every required field that is missing', () => {
    const result = checkProductForm(EMPTY_PRODUCT_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      product_id: 'Product ID is required',
      name: 'Name is required',
      brand: 'Brand is required',
      category: 'Category is required',
      cost_price: 'Cost price is required',
      retail_price: 'Retail price is required',
    });
  });

  it('checks the rating range and step, prices, and a whole stock', () => {
    const result = checkProductForm({ ...filled, rating: '5.5', retail_price: '10.123', stock_quantity: '2.5' });
    expect(result.ok ? {} : result.errors).toEqual({
      rating: 'Rating must be between 0 and 5, in steps of 0.1',
      retail_price: 'Enter a price of 0 or more, with at most 2 decimals',
      stock_quantity: 'Stock quantity must be a whole number of 0 or more',
    });
  });
});

describe('productFieldErrorsOf', () => {
  it("keeps the server's messages for the form's fields only", () => {
    const body = { message: 'Invalid', fieldErrors: { product_id: 'Product ID already exists', imageKey: 'Unknown upload', name: '' } };
    expect(productFieldErrorsOf(body)).toEqual({ product_id: 'Product ID already exists' });
    expect(productFieldErrorsOf({ message: 'x' })).toEqual({});
    expect(productFieldErrorsOf(null)).toEqual({});
  });
});
