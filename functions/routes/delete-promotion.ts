import { adminPromotionRoutes } from '@shared/routes/admin-promotions';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { deletePromotion } from '../repositories/promos';
import { PROMOTION_ANSWERS } from '../services/admin-promotions';

export const handler = defineSignedInHandler(adminPromotionRoutes.deletePromotion, async ({ params }) => {
  await deletePromotion(params.code);
  return { success: true as const, message: PROMOTION_ANSWERS.deleted(params.code) };
});
