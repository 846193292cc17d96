import { formatMoney } from '@shared/format/money';

/** An order total with a dollar sign and 2 decimals (spec 01 §9): 1234.5 → '$1,234.50'; missing → '$0.00'. */
export function formatOrderTotal(total: number | null | undefined): string {
  return formatMoney(total);
}

/** Items shown on an order card before "show more" (spec 01 §9). */
export const ORDER_PREVIEW_ITEMS = 2;

/** The items an order card shows: the first 2, or all when expanded. */
export function previewItems<T>(items: readonly T[] | null | undefined, expanded: boolean): T[] {
  const all = [...(items ?? [])];
  return expanded ? all : all.slice(0, ORDER_PREVIEW_ITEMS);
}

/** How many items the "show more" toggle reveals. */
export function hiddenItemCount(items: readonly unknown[] | null | undefined): number {
  return Math.max(0, (items?.length ?? 0) - ORDER_PREVIEW_ITEMS);
}

/** How many pieces an order holds: the sum of its lines' quantities (a line without a positive quantity counts 0). */
export function orderItemCount(items: readonly { quantity?: number | null }[] | null | undefined): number {
  return (items ?? []).reduce(
    (sum, item) => sum + (typeof item.quantity === 'number' && item.quantity > 0 ? Math.trunc(item.quantity) : 0),
    0,
  );
}
