import { INVALID_PROMO_MESSAGE } from '../../shared/cart/promo-codes';
import { AppError } from '../../shared/errors';
import { paymentRoutes } from '../../shared/routes/payments';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { type Budget, tooManyRequests } from '../commons/throttle';
import { getPromo } from '../repositories/promos';
import { claimBudgets } from '../repositories/rate-limits';
import { clientAddress } from '../services/auth/client-address';

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

export const handler = defineSignedInHandler(paymentRoutes.applyPromo, async ({ input, user, event }) => {
  const claim = await claimBudgets([
    { key: `promo:user:${user.id}`, budget: PROMO_CHECK_BUDGETS.perCustomer },
    { key: `promo:client:${clientAddress(event)}`, budget: PROMO_CHECK_BUDGETS.perClient },
  ]);
  if (!claim.allowed) throw tooManyRequests(tooManyPromoChecks, claim.retryAfterSeconds);
  const promo = await getPromo(input.code);
  if (!promo) throw new AppError('VALIDATION', INVALID_PROMO_MESSAGE, { fieldErrors: { code: INVALID_PROMO_MESSAGE } });
  return { success: true as const, promo, message: `Promo code ${promo.code} applied: ${promo.percent}% off` };
});
