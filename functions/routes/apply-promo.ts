import { belowMinimumMessage, promoOf, promoValueText } from '@shared/cart/promo-codes';
import { cartTotals } from '@shared/cart/totals';
import { paymentRoutes } from '@shared/routes/payments';
import { env } from '../commons/env';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { type Budget, tooManyRequests } from '../commons/throttle';
import { listCartLines } from '../repositories/cart';
import { getProduct } from '../repositories/products';
import { customerClaims, customerHasPaidOrder, getPromotion } from '../repositories/promos';
import { claimBudgets } from '../repositories/rate-limits';
import { clientAddress } from '../services/auth/client-address';
import { createPromoCheck } from '../services/promo-check';

const promoCheck = createPromoCheck({ getPromotion, customerClaims, hasPaidOrder: customerHasPaidOrder, timeZone: env.shopTimeZone });

/**
 * Codes are short words a guesser can enumerate (SAVE20 fell to 60 guesses), so every check
 * counts, right or wrong. A shopper types a code or two, a typo or two: ten in ten minutes is
 * never met by a real one and holds a guesser to about 1,400 a day per account. An address shared
 * by a household or an office gets three times that, and no one address more however many
 * accounts it signs up.
 */
export const PROMO_CHECK_BUDGETS = {
  perCustomer: { limit: 10, windowSeconds: 10 * 60 },
  perClient: { limit: 30, windowSeconds: 10 * 60 },
} as const satisfies Record<string, Budget>;

export const tooManyPromoChecks = (wait: string) => `Too many promo code attempts. Please wait ${wait} and try again.`;

/** The customer's cart subtotal on the server: its lines at stored prices, in-stock lines only. */
async function cartSubtotalCents(userId: string): Promise<number> {
  const lines = await listCartLines(userId);
  const products = await Promise.all(lines.map((line) => getProduct(line.productId)));
  return cartTotals(
    lines.flatMap((line, i) => {
      const product = products[i];
      return product ? [{ price: product.retail_price, quantity: line.quantity, inStock: product.stock_quantity > 0 }] : [];
    }),
  ).subtotalCents;
}

export const handler = defineSignedInHandler(paymentRoutes.applyPromo, async ({ input, user, event }) => {
  const claim = await claimBudgets([
    { key: `promo:user:${user.id}`, budget: PROMO_CHECK_BUDGETS.perCustomer },
    { key: `promo:client:${clientAddress(event)}`, budget: PROMO_CHECK_BUDGETS.perClient },
  ]);
  if (!claim.allowed) throw tooManyRequests(tooManyPromoChecks, claim.retryAfterSeconds);
  const { promotion, shortfallCents } = await promoCheck.check(user.id, input.code, await cartSubtotalCents(user.id), {
    field: 'code',
    mustQualify: false,
  });
  const promo = promoOf(promotion);
  const message = shortfallCents > 0 ? belowMinimumMessage(shortfallCents) : `Promo code ${promo.code} applied: ${promoValueText(promo)}`;
  return { success: true as const, promo, message };
});
