import type { Product } from '../types';

/** The shop's sort keys (spec 01 §9); `new` lists the newest products first (DESIGN.md fix). */
export const SORT_KEYS = ['priceLow', 'priceHigh', 'ratingHigh', 'brandAZ', 'nameAZ', 'new'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The sort menu's entries, in menu order. */
export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: 'priceLow', label: 'Price: Low to High' },
  { value: 'priceHigh', label: 'Price: High to Low' },
  { value: 'ratingHigh', label: 'Highest Rated' },
  { value: 'brandAZ', label: 'Brand: A to Z' },
  { value: 'nameAZ', label: 'Name: A to Z' },
  { value: 'new', label: 'Newest' },
];

/** Reads a sort key from a menu or URL value; anything else means "no sort" (catalogue order). */
export function parseSortKey(value: string | null | undefined): SortKey | undefined {
  return SORT_KEYS.find((key) => key === value);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Text order ignoring case and accents, then by code unit so that different strings never tie. */
export function compareText(a: string | undefined, b: string | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return collator.compare(x, y) || (x < y ? -1 : x > y ? 1 : 0);
}

/** Number order in the given direction; a missing or non-finite value always goes last. */
function compareNumbers(a: number, b: number, direction: 1 | -1): number {
  const aOk = Number.isFinite(a);
  const bOk = Number.isFinite(b);
  if (!aOk || !bOk) return aOk === bOk ? 0 : aOk ? -1 : 1;
  return (a - b) * direction;
}

function timeOf(product: Product): number {
  return Date.parse(product.created_at);
}

/** The final tie-break, so equal keys always come out the same way: name A–Z, then product id. */
function tieBreak(a: Product, b: Product): number {
  return compareText(a.name, b.name) || compareText(a.product_id, b.product_id);
}

const comparators: Record<SortKey, (a: Product, b: Product) => number> = {
  priceLow: (a, b) => compareNumbers(a.retail_price, b.retail_price, 1),
  priceHigh: (a, b) => compareNumbers(a.retail_price, b.retail_price, -1),
  ratingHigh: (a, b) => compareNumbers(a.rating, b.rating, -1),
  brandAZ: (a, b) => compareText(a.brand, b.brand),
  nameAZ: (a, b) => compareText(a.name, b.name),
  new: (a, b) => compareNumbers(timeOf(a), timeOf(b), -1),
};

/** A sorted copy of the products; equal keys fall back to name then product id, so the order is always the same. No key keeps the given order. */
export function sortProducts(products: readonly Product[], sort: SortKey | undefined): Product[] {
  if (!sort) return [...products];
  const compare = comparators[sort];
  return [...products].sort((a, b) => compare(a, b) || tieBreak(a, b));
}
