import type * as z from 'zod/mini';
import type { CartLine } from '../cart/cart-line';
import type { Promo } from '../cart/promo-codes';
import { cartTotals, totalsInDollars } from '../cart/totals';
import type { paymentIntentInput } from '../routes/payments';
import type { ShippingAddress } from '../types';

/** The payment-intent request body (spec 02 §3). */
export type PaymentIntentRequest = z.input<typeof paymentIntentInput>;

/**
 * The payment-intent request from the cart: the in-stock lines (productId, name, quantity, price),
 * the promo code or null, the summary in dollars, and the (checked) shipping address with its text trimmed.
 */
export function paymentIntentRequest(lines: readonly CartLine[], promo: Promo | null, address: ShippingAddress): PaymentIntentRequest {
  const bought = lines.filter((line) => line.inStock && line.quantity > 0);
  // The shipping form has checked the address (the state is one of the 50); the server checks it again.
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as PaymentIntentRequest['shippingAddress'];
  return {
    items: bought.map(({ productId, name, quantity, price }) => ({ productId, name, quantity, price })),
    promoCode: promo?.code ?? null,
    ...totalsInDollars(cartTotals(bought, promo)),
    shippingAddress: trimmed,
  };
}
