import { INVALID_PROMO_MESSAGE } from '../../shared/cart/promo-codes';
import { AppError } from '../../shared/errors';
import { paymentRoutes } from '../../shared/routes/payments';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { getPromo } from '../repositories/promos';

export const handler = defineSignedInHandler(paymentRoutes.applyPromo, async ({ input }) => {
  const promo = await getPromo(input.code);
  if (!promo) throw new AppError('VALIDATION', INVALID_PROMO_MESSAGE, { fieldErrors: { code: INVALID_PROMO_MESSAGE } });
  return { success: true as const, promo, message: `Promo code ${promo.code} applied: ${promo.percent}% off` };
});
