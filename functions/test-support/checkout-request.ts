import type { Promo } from '@shared/cart/promo-codes';
import { cartTotals, totalsInDollars } from '@shared/cart/totals';
import type { Product } from '@shared/types';

/** A shipping address that passes every rule. */
export const GOOD_ADDRESS = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(555) 123-4567',
  addressLine1: '12 Analytical Row',
  addressLine2: 'Suite 3',
  city: 'Portland',
  state: 'Oregon',
  zipCode: '97205',
  country: 'United States',
};

/** The payment-intent request a browser would send for these lines, with the shared rules' figures. */
export function checkoutRequest(
  lines: { product: Product; quantity: number }[],
  promo: Promo | null = null,
  address: Record<string, unknown> = GOOD_ADDRESS,
) {
  const totals = cartTotals(
    lines.map((l) => ({ price: l.product.retail_price, quantity: l.quantity, inStock: l.product.stock_quantity > 0 })),
    promo,
  );
  return {
    items: lines.map((l) => ({
      productId: l.product.product_id,
      name: l.product.name,
      quantity: l.quantity,
      price: l.product.retail_price,
    })),
    promoCode: promo?.code ?? null,
    ...totalsInDollars(totals),
    shippingAddress: address,
  };
}
