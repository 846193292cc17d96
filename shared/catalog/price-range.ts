import type { Product } from '../types';

/** A price pair in whole dollars, both ends inclusive: `[min, max]`. */
export type PriceRange = readonly [min: number, max: number];

/** The price filter's bounds when there are no products (spec 01 §9). */
export const DEFAULT_PRICE_RANGE: PriceRange = [0, 5000];

/** The price filter's bounds: floor of the lowest retail price to ceiling of the highest; 0–5000 with no priced products. */
export function priceRangeOf(products: readonly Pick<Product, 'retail_price'>[]): PriceRange {
  const prices = products.map((p) => p.retail_price).filter((price) => Number.isFinite(price));
  if (prices.length === 0) return DEFAULT_PRICE_RANGE;
  return [Math.floor(Math.min(...prices)), Math.ceil(Math.max(...prices))];
}

/**
 * Reads a price filter input: a whole number limited to the bounds. Decimals are cut to the
 * integer part (like parseInt); an empty or non-numeric input ('abc', '12abc') falls back to the
 * default for that end — the lower bound for 'min', the upper bound for 'max'.
 */
export function parsePriceInput(input: string | number, end: 'min' | 'max', bounds: PriceRange): number {
  const [low, high] = bounds;
  const text = String(input).trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return end === 'min' ? low : high;
  return Math.min(high, Math.max(low, Math.trunc(value)));
}
