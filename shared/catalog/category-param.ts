import { CATEGORIES, type Category } from '../types';

/** True when the value is one of the catalogue's categories (exact spelling). */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Reads /shop's `category` query value: only Women, Men, Unisex or Gifts (exact spelling) preselect a filter; anything else is ignored. */
export function parseCategoryParam(value: string | null | undefined): Category | undefined {
  return isCategory(value) ? value : undefined;
}

/** The shop address for a category card: `/shop?category=Women`. */
export function shopCategoryHref(category: Category): string {
  return `/shop?category=${encodeURIComponent(category)}`;
}
