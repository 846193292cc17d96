import type { NoteTier } from '../catalog/scent-profile';
import type { Product } from '../types';

/**
 * The product spreadsheet's columns, in order: the template, the bulk import and the export all
 * read and write exactly these headers.
 */
export const PRODUCT_COLUMNS = [
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
  // The stock the sheet was downloaded with: a re-upload changes stock only while the product still holds it.
  'expected_stock_quantity',
  // The fragrance profile, optional: a sheet without these columns leaves a product's profile as it is.
  'scent_family',
  'concentration',
  'top_notes',
  'heart_notes',
  'base_notes',
] as const;

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/**
 * The template's one example row, so an admin sees how each column is filled. Its brand is one
 * the shop is seeded with, so the template uploads as downloaded (a row's brand must exist).
 */
export const PRODUCT_TEMPLATE_EXAMPLE: Readonly<Record<ProductColumn, string | number>> = {
  product_id: 'MSN-001',
  name: 'Rose Noir',
  brand: 'Guerlain',
  category: 'Women',
  tags: 'floral, rose, evening',
  rating: 4.5,
  cost_price: 45,
  retail_price: 89.99,
  stock_quantity: 25,
  description: 'A dark rose with oud and amber.',
  image_url: '',
  expected_stock_quantity: '',
  scent_family: 'Floral',
  concentration: 'Eau de Parfum',
  top_notes: 'Pink Pepper, Bergamot',
  heart_notes: 'Rose, Jasmine',
  base_notes: 'Oud, Amber, Patchouli',
};

/** The notes columns, each one tier of the product's notes. */
const TIER_OF_COLUMN: Partial<Record<ProductColumn, NoteTier>> = { top_notes: 'top', heart_notes: 'heart', base_notes: 'base' };

/** Reads a header cell as a column name: trimmed, case-insensitive; null when it is none of ours. */
export function productColumnOf(header: unknown): ProductColumn | null {
  const text = String(header ?? '')
    .trim()
    .toLowerCase();
  return PRODUCT_COLUMNS.find((column) => column === text) ?? null;
}

/**
 * One product as a spreadsheet row, in column order; tags and each tier of notes as 'a, b', a missing value as ''. The
 * expected stock is the stock as downloaded, so the sheet can be edited and uploaded back safely.
 */
export function productToRow(product: Partial<Product>): (string | number)[] {
  return PRODUCT_COLUMNS.map((column) => {
    const tier = TIER_OF_COLUMN[column];
    if (tier) return (product.notes?.[tier] ?? []).join(', ');
    const value =
      product[
        column === 'expected_stock_quantity'
          ? 'stock_quantity'
          : (column as Exclude<ProductColumn, 'expected_stock_quantity' | 'top_notes' | 'heart_notes' | 'base_notes'>)
      ];
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'number') return Number.isFinite(value) ? value : '';
    return typeof value === 'string' ? value : '';
  });
}
