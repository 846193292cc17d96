import { serverMessageOr } from '@shared/format/server-message';

/** The brands screen's texts (spec 02 §2, §5, §8), word for word where the spec gives them. */
export const BRAND_MESSAGES = {
  title: 'Brand Management',
  loading: 'Loading brands…',
  loadFailedTitle: 'Brands could not be loaded',
  loadFailed: 'Failed to fetch brands. Please try again.',
  emptyTitle: 'No brands yet',
  emptyHint: 'Add the first brand, then choose it for products in Product Management.',
  noMatchTitle: 'No matching brands',
  clearSearch: 'Clear search',
  searchLabel: 'Search brands',
  add: 'Add Brand',
  addTitle: 'Add Brand',
  editTitle: 'Edit Brand',
  nameLabel: 'Brand name',
  nameRequired: 'Brand name is required',
  nameTooLong: 'Brand name must be at most 100 characters',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  deleteConfirm: 'Are you sure you want to delete this brand?',
  added: 'Brand added',
  deleted: 'Brand deleted',
  unknownError: 'Unknown error',
} as const;

/** What an admin did to a brand, as the failure alert names it. */
export type BrandAction = 'add' | 'update' | 'delete';

/**
 * A failed brand action (spec 02 §8): 'Failed to add brand: {server message or error}', likewise
 * for update and delete; with neither, 'Unknown error' stands in.
 */
export function brandFailureMessage(action: BrandAction, detail: unknown): string {
  return `Failed to ${action} brand: ${serverMessageOr(detail, BRAND_MESSAGES.unknownError)}`;
}

/** A rename's success, telling how many products now carry the new name. */
export function brandUpdatedMessage(productsUpdated: number | null | undefined): string {
  const count = Number.isFinite(productsUpdated) ? Math.max(0, Math.trunc(productsUpdated as number)) : 0;
  return `Brand updated; ${productsWord(count)} updated`;
}

/** How many products use a brand, as the list shows it: '1 product', '3 products', 'No products'. */
export function productCountLabel(count: number): string {
  return count > 0 ? productsWord(count) : 'No products';
}

function productsWord(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}
