/** Products per shop page (spec 01 §9). */
export const PRODUCTS_PER_PAGE = 12;

/** How many pages a list needs: 0 for an empty list. */
export function pageCount(total: number, perPage: number = PRODUCTS_PER_PAGE): number {
  if (!(total > 0) || !(perPage > 0)) return 0;
  return Math.ceil(total / perPage);
}

/** The page number brought within 1..pages (1 when there are no pages or the number is not a number). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, pages), Math.max(1, Math.trunc(page)));
}

/** The items on a page (1-based), after clamping the page to the pages that exist. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number = PRODUCTS_PER_PAGE): T[] {
  const current = clampPage(page, pageCount(items.length, perPage));
  const start = (current - 1) * perPage;
  return items.slice(start, start + perPage);
}
