import { pageCount, pageSlice, clampPage } from '@/lib/catalog/pagination';
import { ADMIN_SEARCH_FIELDS, searchProducts } from '@/lib/catalog/search';
import { compareText } from '@shared/catalog/sort';
import type { Product } from '@shared/types';

/** The admin list's sort keys (spec 02 §9), with their menu labels, in menu order. */
export const ADMIN_SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'brand', label: 'Brand' },
  { value: 'category', label: 'Category' },
  { value: 'retail_price', label: 'Price' },
  { value: 'stock_quantity', label: 'Stock' },
  { value: 'rating', label: 'Rating' },
  { value: 'created_at', label: 'Date added' },
] as const;

export type AdminSortKey = (typeof ADMIN_SORT_OPTIONS)[number]['value'];
export type SortDirection = 'asc' | 'desc';

/** Page sizes of the admin list (spec 02 §9); 10 is the default. */
export const ADMIN_PAGE_SIZES = [5, 10, 20, 50] as const;
const DEFAULT_ADMIN_PAGE_SIZE = 10;

/** The list's starting view: name ascending, page 1 of 10, no search. */
export const DEFAULT_ADMIN_LIST = {
  search: '',
  sort: 'name' as AdminSortKey,
  direction: 'asc' as SortDirection,
  pageSize: DEFAULT_ADMIN_PAGE_SIZE,
  page: 1,
};
export type AdminListState = typeof DEFAULT_ADMIN_LIST;

/** Reads a sort key from a menu value; anything unknown is the default, name. */
export function parseAdminSortKey(value: string | null | undefined): AdminSortKey {
  return ADMIN_SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'name';
}

/** Reads a page size from a menu value; anything not offered is the default, 10. */
export function parseAdminPageSize(value: string | number | null | undefined): number {
  const size = Number(value);
  return (ADMIN_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADMIN_PAGE_SIZE;
}

function numberOf(product: Product, key: AdminSortKey): number {
  if (key === 'created_at') return Date.parse(product.created_at);
  const value = product[key as 'retail_price' | 'stock_quantity' | 'rating'];
  return typeof value === 'number' ? value : Number.NaN;
}

function compareBy(a: Product, b: Product, key: AdminSortKey, direction: 1 | -1): number {
  if (key === 'name' || key === 'brand' || key === 'category') return compareText(a[key], b[key]) * direction;
  const x = numberOf(a, key);
  const y = numberOf(b, key);
  const xOk = Number.isFinite(x);
  const yOk = Number.isFinite(y);
  // A missing figure goes last whichever way the list runs.
  if (!xOk || !yOk) return xOk === yOk ? 0 : xOk ? -1 : 1;
  return (x - y) * direction;
}

/** A sorted copy by one key and direction; ties fall back to name then product id, A–Z. */
export function sortAdminProducts(products: readonly Product[], key: AdminSortKey, direction: SortDirection): Product[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...products].sort((a, b) => compareBy(a, b, key, sign) || compareText(a.name, b.name) || compareText(a.product_id, b.product_id));
}

/** What the admin list shows: search (name, brand, category, product_id, tags), sort, then the page. */
export function adminProductsView(products: readonly Product[], state: AdminListState) {
  const found = sortAdminProducts(searchProducts(products, state.search, ADMIN_SEARCH_FIELDS), state.sort, state.direction);
  const pages = pageCount(found.length, state.pageSize);
  const page = clampPage(state.page, pages);
  return { items: pageSlice(found, page, state.pageSize), total: found.length, pages, page };
}
