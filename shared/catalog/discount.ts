import type { Product } from '../types';

type Prices = Pick<Product, 'retail_price' | 'cost_price'>;

function isPositive(value: number | undefined | null): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The shop card's discount badge (spec 01 §9), as a whole percent: round((retail − cost) / retail × 100),
 * shown only when a positive cost_price is below retail_price. The result is always 1–99, so the
 * badge never reads "0% OFF" or "100% OFF"; otherwise null (no badge).
 */
export function cardDiscountPercent(product: Prices): number | null {
  const { retail_price: retail, cost_price: cost } = product;
  if (!isPositive(retail) || !isPositive(cost) || cost >= retail) return null;
  const percent = Math.round(((retail - cost) / retail) * 100);
  return percent >= 1 && percent <= 99 ? percent : null;
}

/**
 * The wishlist's discount badge (spec 02 §9), as a whole percent: round((cost − retail) / cost × 100),
 * shown only when cost_price is above retail_price (cost read as the former price); otherwise null.
 */
export function wishlistDiscountPercent(product: Prices): number | null {
  const { retail_price: retail, cost_price: cost } = product;
  if (!isPositive(cost) || !Number.isFinite(retail) || retail < 0 || cost <= retail) return null;
  const percent = Math.round(((cost - retail) / cost) * 100);
  return percent >= 1 ? percent : null;
}

/** The admin margin (spec 02 §9): (retail − cost) / retail as an unrounded percent; null without a positive retail price or a cost. */
export function marginPercent(product: Prices): number | null {
  const { retail_price: retail, cost_price: cost } = product;
  if (!isPositive(retail) || typeof cost !== 'number' || !Number.isFinite(cost)) return null;
  return ((retail - cost) / retail) * 100;
}
