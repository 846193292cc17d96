import { clampPage } from '@/lib/catalog/pagination';

/** The marker the pagination bar shows where pages are skipped. */
export const ELLIPSIS = '…';
export type PageMarker = number | typeof ELLIPSIS;

/** Pages shown on each side of the current one when the bar is shortened. */
const PAGE_WINDOW_RADIUS = 2;

/** Up to this many pages, the bar shows every page. */
const MAX_PAGES_WITHOUT_ELLIPSIS = 7;

/**
 * The pagination bar: every page when there are 7 or fewer; otherwise the first page, the last
 * page, two pages each side of the current one, and an ellipsis wherever pages are skipped
 * (even a single one). Page 10 of 20 → [1, '…', 8, 9, 10, 11, 12, '…', 20].
 */
export function paginationWindow(currentPage: number, totalPages: number): PageMarker[] {
  const total = Math.max(0, Math.trunc(Number.isFinite(totalPages) ? totalPages : 0));
  if (total <= MAX_PAGES_WITHOUT_ELLIPSIS) return Array.from({ length: total }, (_, i) => i + 1);
  const current = clampPage(currentPage, total);
  const from = Math.max(1, current - PAGE_WINDOW_RADIUS);
  const to = Math.min(total, current + PAGE_WINDOW_RADIUS);
  const pages = [1];
  for (let page = from; page <= to; page++) if (page !== 1 && page !== total) pages.push(page);
  pages.push(total);
  const markers: PageMarker[] = [];
  for (const [i, page] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1) markers.push(ELLIPSIS);
    markers.push(page);
  }
  return markers;
}
