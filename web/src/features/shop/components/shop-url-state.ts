import { parseCategoryParam } from '@shared/catalog/category-param';
import { ANY_RATING, type MinRating, RATING_OPTIONS } from '@shared/catalog/filters';
import { type ScentFamily, scentFamilyOf } from '@shared/catalog/scent-profile';
import { type SortKey, parseSortKey } from '@shared/catalog/sort';
import type { Category } from '@shared/types';

/**
 * The shop's search, sort, filters and page live in the address, so Back, reload and a shared
 * link show the same list. `category` is the preselect of the home page's links (one value, with
 * its banner); once the visitor changes categories in the sidebar they move to `cat`.
 */
export interface ShopParams {
  search: string;
  sort: SortKey | undefined;
  preselected: Category | undefined;
  categories: Category[];
  brands: string[];
  families: ScentFamily[];
  notes: string[];
  /** The price inputs as typed into the address; read against the catalogue's bounds. */
  minPrice: string;
  maxPrice: string;
  minRating: MinRating;
  page: number;
}

const P = {
  search: 'q',
  sort: 'sort',
  preselected: 'category',
  categories: 'cat',
  brands: 'brand',
  families: 'family',
  notes: 'note',
  min: 'min',
  max: 'max',
  rating: 'rating',
  page: 'page',
} as const;

const FILTER_PARAMS = [P.preselected, P.categories, P.brands, P.families, P.notes, P.min, P.max, P.rating];

export function readShopParams(params: URLSearchParams): ShopParams {
  const rating = Number(params.get(P.rating));
  const page = Number(params.get(P.page));
  return {
    search: params.get(P.search) ?? '',
    sort: parseSortKey(params.get(P.sort)),
    preselected: parseCategoryParam(params.get(P.preselected)),
    categories: unique(
      params
        .getAll(P.categories)
        .map(parseCategoryParam)
        .filter((c): c is Category => c !== undefined),
    ),
    brands: unique(params.getAll(P.brands).filter((brand) => brand.trim() !== '')),
    families: unique(
      params
        .getAll(P.families)
        .map(scentFamilyOf)
        .filter((family): family is ScentFamily => family !== undefined),
    ),
    notes: unique(
      params
        .getAll(P.notes)
        .map((note) => note.trim())
        .filter(Boolean),
    ),
    minPrice: params.get(P.min) ?? '',
    maxPrice: params.get(P.max) ?? '',
    minRating: RATING_OPTIONS.find((option) => option === rating) ?? ANY_RATING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A change to the shop's query; anything but a page change starts again at page 1 (spec 01 §4). */
export type ShopChange =
  | { search: string }
  | { sort: SortKey | undefined }
  | { categories: readonly Category[] }
  | { brands: readonly string[] }
  | { families: readonly ScentFamily[] }
  | { notes: readonly string[] }
  | { minPrice: number | undefined; maxPrice: number | undefined }
  | { minRating: MinRating }
  | { page: number }
  | { clear: 'filters' | 'all' };

/** The address after a change, from the current one. */
export function applyShopChange(current: URLSearchParams, change: ShopChange): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(P.page);
  if ('page' in change) setOrDelete(next, P.page, change.page > 1 ? String(change.page) : null);
  if ('search' in change) setOrDelete(next, P.search, change.search || null);
  if ('sort' in change) setOrDelete(next, P.sort, change.sort ?? null);
  if ('categories' in change) {
    // The sidebar now owns the categories: the link's preselect (and its banner) gives way.
    next.delete(P.preselected);
    setAll(next, P.categories, change.categories);
  }
  if ('brands' in change) setAll(next, P.brands, change.brands);
  if ('families' in change) setAll(next, P.families, change.families);
  if ('notes' in change) setAll(next, P.notes, change.notes);
  if ('minPrice' in change) {
    setOrDelete(next, P.min, change.minPrice === undefined ? null : String(change.minPrice));
    setOrDelete(next, P.max, change.maxPrice === undefined ? null : String(change.maxPrice));
  }
  if ('minRating' in change) setOrDelete(next, P.rating, change.minRating === ANY_RATING ? null : String(change.minRating));
  if ('clear' in change) {
    for (const name of FILTER_PARAMS) next.delete(name);
    if (change.clear === 'all') next.delete(P.search);
  }
  return next;
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null): void {
  if (value === null) params.delete(name);
  else params.set(name, value);
}

function setAll(params: URLSearchParams, name: string, values: readonly string[]): void {
  params.delete(name);
  for (const value of values) params.append(name, value);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
