import { adminPromotionRoutes } from '@shared/routes/admin-promotions';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listPromotions } from '../repositories/promos';
import { withoutClaims } from '../services/admin-promotions';

export const handler = defineSignedInHandler(adminPromotionRoutes.listPromotions, async () => ({
  success: true as const,
  promotions: (await listPromotions()).map(withoutClaims),
}));
