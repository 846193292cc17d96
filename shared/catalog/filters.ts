import type { Category, Product } from '../types';
import { CATEGORIES } from '../types';
import { type PriceRange, priceRangeOf } from './price-range';
import { NOTE_TIERS, SCENT_FAMILIES, type ScentFamily } from './scent-profile';
import { compareText } from './sort';

/** The minimum-rating options, best first; 0 stands for "Any" (spec 01 §5). */
export const RATING_OPTIONS = [4, 3, 2, 1, 0] as const;
export type MinRating = (typeof RATING_OPTIONS)[number];

/** The rating option that lets every product through. */
export const ANY_RATING: MinRating = 0;

/** The shop's filter state: empty lists mean "all"; the price pair is inclusive. */
export interface ShopFilters {
  categories: readonly Category[];
  brands: readonly string[];
  /** Scent families: a product of any of them passes. */
  families: readonly ScentFamily[];
  /** Notes: a product listing all of them (in any tier, in any case) passes. */
  notes: readonly string[];
  priceRange: PriceRange;
  minRating: MinRating;
}

/** The label of a rating option: 'Any' for 0, else e.g. '4+ stars'. */
export function ratingOptionLabel(option: MinRating): string {
  if (option === ANY_RATING) return 'Any';
  return `${option}+ star${option === 1 ? '' : 's'}`;
}

/** Filters that show every product, with the price pair set to the catalogue's bounds and an optional preselected category. */
export function defaultFilters(products: readonly Product[], category?: Category): ShopFilters {
  return {
    categories: category ? [category] : [],
    brands: [],
    families: [],
    notes: [],
    priceRange: priceRangeOf(products),
    minRating: ANY_RATING,
  };
}

/** Every note a product lists, in any tier. */
export function notesOf(product: Pick<Product, 'notes'>): string[] {
  return NOTE_TIERS.flatMap((tier) => product.notes?.[tier] ?? []);
}

/**
 * True when the product passes every filter: category, brand and family lists (empty = all),
 * every chosen note among its notes, price pair inclusive, rating at least the minimum.
 */
export function matchesFilters(product: Product, filters: ShopFilters): boolean {
  if (filters.categories.length > 0 && !filters.categories.includes(product.category)) return false;
  if (filters.brands.length > 0 && !filters.brands.includes(product.brand)) return false;
  if (filters.families.length > 0 && !(product.scent_family && filters.families.includes(product.scent_family))) return false;
  if (filters.notes.length > 0) {
    // In any case, so an address typed by hand (`note=vanilla`) finds Vanilla.
    const notes = notesOf(product).map((note) => note.toLowerCase());
    if (!filters.notes.every((note) => notes.includes(note.toLowerCase()))) return false;
  }
  // A pair typed the wrong way round still means "between these two prices".
  const [a, b] = filters.priceRange;
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  if (!(product.retail_price >= low && product.retail_price <= high)) return false;
  if (filters.minRating !== ANY_RATING && !(product.rating >= filters.minRating)) return false;
  return true;
}

/** The products passing the filters, in their original order. */
export function filterProducts(products: readonly Product[], filters: ShopFilters): Product[] {
  return products.filter((product) => matchesFilters(product, filters));
}

/** The category options for the sidebar, in the catalogue's fixed order. */
export const CATEGORY_OPTIONS: readonly Category[] = CATEGORIES;

/** The brand options for the sidebar: each brand once (blank ones left out), A to Z ignoring case. */
export function brandOptions(products: readonly Pick<Product, 'brand'>[]): string[] {
  const brands = new Set(products.map((p) => p.brand).filter((b) => typeof b === 'string' && b.trim() !== ''));
  return [...brands].sort(compareText);
}

/** A filter option with how many products of the catalogue it matches. */
export interface CountedOption<T extends string = string> {
  value: T;
  count: number;
}

/** The scent family options: those the catalogue has, in the fixed order, each with its count. */
export function familyOptions(products: readonly Pick<Product, 'scent_family'>[]): CountedOption<ScentFamily>[] {
  const counts = new Map<ScentFamily, number>();
  for (const { scent_family: family } of products) if (family) counts.set(family, (counts.get(family) ?? 0) + 1);
  return SCENT_FAMILIES.filter((family) => counts.has(family)).map((family) => ({ value: family, count: counts.get(family)! }));
}

/** The note options: every note the catalogue lists, each with how many products list it, most listed first. */
export function noteOptions(products: readonly Pick<Product, 'notes'>[]): CountedOption[] {
  const counts = new Map<string, number>();
  for (const product of products) for (const note of new Set(notesOf(product))) counts.set(note, (counts.get(note) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || compareText(a.value, b.value));
}

/**
 * The note options matching what is typed in the notes filter: those starting with it first,
 * then those containing it, leaving out the notes chosen already; nothing before a letter.
 */
export function matchingNoteOptions(
  options: readonly CountedOption[],
  typed: string,
  chosen: readonly string[],
  limit = 8,
): CountedOption[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const open = options.filter((option) => !chosen.includes(option.value));
  const starts = open.filter((option) => option.value.toLowerCase().startsWith(needle));
  const within = open.filter((option) => !option.value.toLowerCase().startsWith(needle) && option.value.toLowerCase().includes(needle));
  return [...starts, ...within].slice(0, limit);
}

/** Adds the value to the list when absent, removes it when present (a checkbox toggle). */
export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
