/** The inventory bands (spec 02 §4, §9): out = 0, low = 1–10, good = above 10. */
export type StockBand = 'good' | 'low' | 'out';

/** The highest stock still counted as low. */
const LOW_STOCK_MAX = 10;

/** The highest stock for which the cart shows 'Only {n} left!' (spec 02 §2, §9). */
const CART_LOW_STOCK_HINT_MAX = 5;

/** The label of each stock band. */
export const STOCK_BAND_LABELS: Readonly<Record<StockBand, string>> = {
  good: 'Good Stock',
  low: 'Low Stock',
  out: 'Out of Stock',
};

/** True when a product can be bought: stock above 0. */
export function isInStock(stock: number | null | undefined): boolean {
  return typeof stock === 'number' && stock > 0;
}

/** The band of a stock figure: 'out' at 0 or below (or unknown), 'low' up to 10, 'good' above 10. */
export function stockBand(stock: number | null | undefined): StockBand {
  if (!isInStock(stock)) return 'out';
  return (stock as number) <= LOW_STOCK_MAX ? 'low' : 'good';
}

/** The inventory filter: 'all' or one band. */
export type StockFilter = 'all' | StockBand;

/** True when a stock figure passes the inventory's stock filter. */
export function matchesStockFilter(stock: number | null | undefined, filter: StockFilter): boolean {
  return filter === 'all' || stockBand(stock) === filter;
}

/** The cart's low-stock hint 'Only {n} left!' when stock is 1–5, else null. */
export function lowStockHint(stock: number | null | undefined): string | null {
  if (!isInStock(stock) || (stock as number) > CART_LOW_STOCK_HINT_MAX) return null;
  return `Only ${stock} left!`;
}
