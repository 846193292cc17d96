import { notesOf } from '@shared/catalog/filters';
import type { Product } from '@shared/types';

/** The fields the shop's search box looks in (spec 01 §5), and the notes: "vanilla" finds what smells of it. */
const SHOP_SEARCH_FIELDS = ['name', 'brand', 'category', 'tags', 'notes'] as const;

/** The fields the admin product search looks in (spec 02 §9): the spec's shop fields plus the product id. */
export const ADMIN_SEARCH_FIELDS = ['name', 'brand', 'category', 'product_id', 'tags'] as const;

export type SearchField = (typeof ADMIN_SEARCH_FIELDS)[number] | (typeof SHOP_SEARCH_FIELDS)[number];

/** A search query as matched: trimmed and lower-cased, so '  ROSE ' finds 'Rose Noir'. */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').trim().toLowerCase();
}

/** True when the product's name, brand, category, a tag or a note contains the query, ignoring case; an empty query matches all. */
export function matchesSearch(
  product: Product,
  query: string | null | undefined,
  fields: readonly SearchField[] = SHOP_SEARCH_FIELDS,
): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return fields.some((field) => {
    const value: unknown = field === 'notes' ? notesOf(product) : product[field];
    if (Array.isArray(value)) return value.some((tag) => typeof tag === 'string' && tag.toLowerCase().includes(needle));
    return typeof value === 'string' && value.toLowerCase().includes(needle);
  });
}

/** The products matching a search query, in their original order. */
export function searchProducts(
  products: readonly Product[],
  query: string | null | undefined,
  fields: readonly SearchField[] = SHOP_SEARCH_FIELDS,
): Product[] {
  return products.filter((product) => matchesSearch(product, query, fields));
}
