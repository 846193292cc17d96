import { adminPromotionRoutes } from '@shared/routes/admin-promotions';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { updatePromotion } from '../repositories/promos';
import { PROMOTION_ANSWERS, rulesForCode, withoutClaims } from '../services/admin-promotions';

export const handler = defineSignedInHandler(adminPromotionRoutes.updatePromotion, async ({ params, input }) => {
  const promotion = withoutClaims(await updatePromotion(params.code, rulesForCode(params.code, input)));
  return { success: true as const, promotion, message: PROMOTION_ANSWERS.updated(promotion.code) };
});
