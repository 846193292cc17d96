import { formatCents } from '../format/money';

/**
 * Shipping is free when the subtotal before discount is above this many dollars. One figure for
 * the cart banner, the home page promise and checkout (DESIGN.md fixes the spec's $35/$75 split).
 */
export const FREE_SHIPPING_THRESHOLD = 75;

/** The shipping fee in dollars below the threshold. */
export const SHIPPING_FEE = 9.99;

/** Days from payment to the estimated delivery shown on an order, its email and product pages' offers. */
export const DELIVERY_DAYS = 7;

const THRESHOLD_CENTS = FREE_SHIPPING_THRESHOLD * 100;
const FEE_CENTS = 999;

/** True when a subtotal (cents, before discount) ships free: strictly above $75. */
export function qualifiesForFreeShipping(subtotalCents: number): boolean {
  return subtotalCents > THRESHOLD_CENTS;
}

/** Shipping in cents for a subtotal before discount: 0 above $75, else 999; 0 when nothing is bought. */
export function shippingCents(subtotalCents: number): number {
  if (!(subtotalCents > 0)) return 0;
  return qualifiesForFreeShipping(subtotalCents) ? 0 : FEE_CENTS;
}

/** Cents still to add for free shipping: $75 − subtotal, at least 1 cent since exactly $75 is not above it; 0 once free. */
export function amountToFreeShippingCents(subtotalCents: number): number {
  if (qualifiesForFreeShipping(subtotalCents)) return 0;
  return Math.max(1, THRESHOLD_CENTS - Math.max(0, subtotalCents));
}

/** The cart banner 'Add $x more for free shipping' while shipping is charged; null when free or the cart has nothing to buy. */
export function freeShippingBanner(subtotalCents: number): string | null {
  if (!(subtotalCents > 0) || qualifiesForFreeShipping(subtotalCents)) return null;
  return `Add ${formatCents(amountToFreeShippingCents(subtotalCents))} more for free shipping`;
}
