import type * as z from 'zod/mini';
import type { CartLine } from '../cart-line';
import type { Promo } from '@shared/cart/promo-codes';
import { cartTotals, totalsInDollars } from '@shared/cart/totals';
import type { paymentIntentInput } from '@shared/routes/payments';
import type { ShippingAddress } from '@shared/types';

/** The payment-intent request body (spec 02 §3). */
export type PaymentIntentRequest = z.input<typeof paymentIntentInput>;

/**
 * The payment-intent request from the cart: the in-stock lines (productId, name, quantity, price),
 * the promo code when it takes something off (else null: a code the cart is below the minimum of
 * is not sent, so the server neither refuses it nor counts a use), the summary in dollars, and the
 * (checked) shipping address with its text trimmed.
 */
export function paymentIntentRequest(lines: readonly CartLine[], promo: Promo | null, address: ShippingAddress): PaymentIntentRequest {
  const bought = lines.filter((line) => line.inStock && line.quantity > 0);
  // The shipping form has checked the address (the state is one of the 50); the server checks it again.
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as PaymentIntentRequest['shippingAddress'];
  const totals = cartTotals(bought, promo);
  return {
    items: bought.map(({ productId, name, quantity, price }) => ({ productId, name, quantity, price })),
    // A discount means the code applies: promoDiscountCents gives nothing below the minimum.
    promoCode: promo && totals.discountCents > 0 ? promo.code : null,
    ...totalsInDollars(totals),
    shippingAddress: trimmed,
  };
}
