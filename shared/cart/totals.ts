import { fromCents, toCents } from '../format/money';
import { type Promo, promoDiscountCents } from './promo-codes';
import { shippingCents } from './shipping';
import { taxCents } from './tax';

/** What a line needs for the totals: the unit price in dollars, the quantity and whether it is in stock. */
export interface PricedLine {
  price: number;
  quantity: number;
  inStock: boolean;
}

/** The order summary in integer cents. */
export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** The promo applied, or null. */
  promo: Promo | null;
  /** Units that count: the in-stock lines' quantities. */
  itemCount: number;
}

/**
 * The order summary (spec 02 §9), in cents: only in-stock lines count; subtotal = Σ price × quantity
 * (each line rounded to the cent); discount = the promo's (shared/cart/promo-codes.ts: none below its
 * minimum, a percent of the subtotal, or an amount up to the subtotal); shipping free above $75 of
 * subtotal before discount, else $9.99 (none when nothing counts); tax = 8% of (subtotal − discount);
 * total = subtotal − discount + shipping + tax. Each figure is rounded half up to the cent. The promo
 * is one the server knows (promo codes are table data).
 */
export function cartTotals(lines: readonly PricedLine[], promo: Promo | null = null): CartTotals {
  let subtotalCents = 0;
  let itemCount = 0;
  for (const line of lines) {
    if (!line.inStock || !(line.quantity > 0) || !Number.isFinite(line.price)) continue;
    subtotalCents += Math.round(toCents(line.price) * line.quantity);
    itemCount += line.quantity;
  }
  const discountCents = promo ? promoDiscountCents(promo, subtotalCents) : 0;
  const shipping = shippingCents(subtotalCents);
  const tax = taxCents(subtotalCents - discountCents);
  return {
    subtotalCents,
    discountCents,
    shippingCents: shipping,
    taxCents: tax,
    totalCents: subtotalCents - discountCents + shipping + tax,
    promo,
    itemCount,
  };
}

/** The summary in dollars with 2 decimals, named as the payment-intent request names them. */
export function totalsInDollars(totals: CartTotals): {
  subtotal: number;
  promoDiscount: number;
  shipping: number;
  tax: number;
  total: number;
} {
  return {
    subtotal: fromCents(totals.subtotalCents),
    promoDiscount: fromCents(totals.discountCents),
    shipping: fromCents(totals.shippingCents),
    tax: fromCents(totals.taxCents),
    total: fromCents(totals.totalCents),
  };
}
