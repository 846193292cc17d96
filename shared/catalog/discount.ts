import type { Product } from '../types';

/** The two prices the sale rule reads; the cart's nested product may lack either. */
export interface SalePrices {
  retail_price?: Product['retail_price'] | null;
  cost_price?: Product['cost_price'] | null;
}

function isPositive(value: number | undefined | null): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The one discount rule (shop card, popup, wishlist, cart): a product is on sale when its
 * cost_price, read as the former price, is above its retail_price. The badge is
 * round((cost − retail) / cost × 100)% OFF, kept within 1–99 so it never reads "0% OFF" or
 * "100% OFF"; null when the product is not on sale (no badge, no struck-through price).
 */
export function saleDiscountPercent(product: SalePrices): number | null {
  const { retail_price: retail, cost_price: cost } = product;
  if (!isPositive(retail) || !isPositive(cost) || cost <= retail) return null;
  const percent = Math.round(((cost - retail) / cost) * 100);
  return Math.min(99, Math.max(1, percent));
}

/** Whether the product is on sale by the one discount rule (cost_price above retail_price). */
export function isOnSale(product: SalePrices): boolean {
  return saleDiscountPercent(product) !== null;
}

/** The former price shown struck through beside the retail price: the cost price when on sale, else undefined. */
export function originalPriceOf(product: SalePrices): number | undefined {
  return isOnSale(product) ? (product.cost_price as number) : undefined;
}

/** The admin margin (spec 02 §9): (retail − cost) / retail as an unrounded percent; null without a positive retail price or a cost. */
export function marginPercent(product: SalePrices): number | null {
  const { retail_price: retail, cost_price: cost } = product;
  if (!isPositive(retail) || typeof cost !== 'number' || !Number.isFinite(cost)) return null;
  return ((retail - cost) / retail) * 100;
}
