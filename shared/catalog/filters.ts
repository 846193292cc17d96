import type { Category, Product } from '../types';
import { CATEGORIES } from '../types';
import { type PriceRange, priceRangeOf } from './price-range';
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
    priceRange: priceRangeOf(products),
    minRating: ANY_RATING,
  };
}

/** True when the product passes every filter: category and brand lists (empty = all), price pair inclusive, rating at least the minimum. */
export function matchesFilters(product: Product, filters: ShopFilters): boolean {
  if (filters.categories.length > 0 && !filters.categories.includes(product.category)) return false;
  if (filters.brands.length > 0 && !filters.brands.includes(product.brand)) return false;
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

/** True when the filters would hide something compared with the defaults for this catalogue. */
export function hasActiveFilters(filters: ShopFilters, products: readonly Product[]): boolean {
  const [min, max] = priceRangeOf(products);
  return (
    filters.categories.length > 0 ||
    filters.brands.length > 0 ||
    filters.priceRange[0] !== min ||
    filters.priceRange[1] !== max ||
    filters.minRating !== ANY_RATING
  );
}

/** The category options for the sidebar, in the catalogue's fixed order. */
export const CATEGORY_OPTIONS: readonly Category[] = CATEGORIES;

/** The brand options for the sidebar: each brand once (blank ones left out), A to Z ignoring case. */
export function brandOptions(products: readonly Pick<Product, 'brand'>[]): string[] {
  const brands = new Set(products.map((p) => p.brand).filter((b) => typeof b === 'string' && b.trim() !== ''));
  return [...brands].sort(compareText);
}

/** Adds the value to the list when absent, removes it when present (a checkbox toggle). */
export function toggleInList<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
