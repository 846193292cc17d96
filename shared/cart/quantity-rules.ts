/** How long the stock and promo banners stay before clearing (spec 02 §5, §9). */
export const CART_MESSAGE_CLEAR_MS = 3000;

/** The minus button is disabled at 1. */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

/** The plus button is disabled once the quantity reaches the stock. */
export function canIncrease(quantity: number, stock: number): boolean {
  return quantity < stock;
}

/** The message for a request above stock: 'Only {n} items available in stock'. */
export function stockLimitMessage(stock: number): string {
  return `Only ${stock} items available in stock`;
}

/** What to do with a requested quantity. */
export type QuantityChange = { kind: 'ignore' } | { kind: 'too-many'; message: string } | { kind: 'set'; quantity: number };

/** A quantity update: below 1 (or not a whole number) is ignored; above stock is refused with the stock message; else set. */
export function quantityChange(requested: number, stock: number): QuantityChange {
  if (!Number.isInteger(requested) || requested < 1) return { kind: 'ignore' };
  if (requested > stock) return { kind: 'too-many', message: stockLimitMessage(Math.max(0, stock)) };
  return { kind: 'set', quantity: requested };
}

/** The popup's quantity input: the whole number typed, at least 1 (empty or not a number gives 1); no upper limit here. */
export function popupQuantity(input: string | number): number {
  const value = Math.trunc(Number(String(input).trim() || Number.NaN));
  return Number.isFinite(value) && value >= 1 ? value : 1;
}
