import { describe, expect, it } from 'vitest';
import { BULK_MESSAGES, bulkDownloadFailed, bulkFileProblem, bulkUploadFailed, failedRowsSheet, groupRowErrors } from './bulk-upload';

const errors = [
  { row: 5, column: 'retail_price', value: 'abc', reason: 'Enter a price of 0 or more, with at most 2 decimals' },
  { row: 3, column: 'name', value: '', reason: 'Name is required' },
  { row: 5, column: 'category', value: 'Kids', reason: 'Category must be one of: Women, Men, Unisex, Gifts' },
];

describe('bulkFileProblem', () => {
  it("asks for a file when none was chosen: 'Please select a file first.'", () => {
    expect(bulkFileProblem(null)).toBe('Please select a file first.');
    expect(bulkFileProblem(undefined)).toBe(BULK_MESSAGES.noFile);
  });

  it('accepts only .xlsx names, in any case', () => {
    expect(bulkFileProblem({ name: 'products.xlsx' })).toBeNull();
    expect(bulkFileProblem({ name: 'PRODUCTS.XLSX' })).toBeNull();
    expect(bulkFileProblem({ name: 'products.xls' })).toBe('Only .xlsx files are accepted.');
    expect(bulkFileProblem({ name: 'products.csv' })).toBe(BULK_MESSAGES.notXlsx);
    expect(bulkFileProblem({ name: 'xlsx' })).toBe(BULK_MESSAGES.notXlsx);
  });
});

describe('failure texts', () => {
  it("are 'Upload failed. {error}' and 'Download failed. {message}'", () => {
    expect(bulkUploadFailed('Too many rows')).toBe('Upload failed. Too many rows');
    expect(bulkDownloadFailed('Server error')).toBe('Download failed. Server error');
  });
});

describe('groupRowErrors', () => {
  it('gives one entry per row, in row order, with every reason', () => {
    expect(groupRowErrors(errors)).toEqual([
      { row: 3, errors: [errors[1]], reason: 'name: Name is required' },
      {
        row: 5,
        errors: [errors[0], errors[2]],
        reason:
          'retail_price: Enter a price of 0 or more, with at most 2 decimals; category: Category must be one of: Women, Men, Unisex, Gifts',
      },
    ]);
  });

  it('is empty without errors and leaves out a blank column name', () => {
    expect(groupRowErrors([])).toEqual([]);
    expect(groupRowErrors([{ row: 2, column: '', value: '', reason: 'Duplicate product_id in this file' }])[0]!.reason).toBe(
      'Duplicate product_id in this file',
    );
  });
});

describe('failedRowsSheet', () => {
  it('has the product columns and Reason', () => {
    expect(failedRowsSheet([]).header).toEqual([
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
      'Reason',
    ]);
  });

  it('copies a refused row from the uploaded sheet when it was read', () => {
    const original = new Map([[3, { product_id: 'P-3', name: '', brand: 'Dior', rating: 4, tags: null }]]);
    const { rows } = failedRowsSheet(errors, original);
    expect(rows[0]).toEqual(['P-3', '', 'Dior', '', '', 4, '', '', '', '', '', '', '', '', '', '', '', 'name: Name is required']);
  });

  it('falls back to the values the errors quote', () => {
    const { rows } = failedRowsSheet(errors);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      '',
      '',
      '',
      'Kids',
      '',
      '',
      '',
      'abc',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      expect.stringContaining('retail_price: '),
    ]);
  });
});
