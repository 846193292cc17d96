/** The cart's low-stock hint shows for a stock from 1 to this (spec 02 §9). */
const LOW_STOCK_HINT_MAX = 5;

/** The cart line's hint 'Only {n} left!' for a stock of 1–5; null otherwise. */
export function lowStockHint(stock: number): string | null {
  return Number.isInteger(stock) && stock >= 1 && stock <= LOW_STOCK_HINT_MAX ? `Only ${stock} left!` : null;
}
