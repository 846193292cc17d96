import { adminPromotionRoutes } from '@shared/routes/admin-promotions';
import { reply } from '../commons/http';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { createPromotion } from '../repositories/promos';
import { PROMOTION_ANSWERS, withoutClaims } from '../services/admin-promotions';

export const handler = defineSignedInHandler(adminPromotionRoutes.createPromotion, async ({ input }) => {
  const promotion = withoutClaims(await createPromotion(input));
  return reply({ success: true, promotion, message: PROMOTION_ANSWERS.created(promotion.code) }, { status: 201 });
});
