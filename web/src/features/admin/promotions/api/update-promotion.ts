import type { Promotion, PromotionInput } from '@shared/cart/promo-codes';
import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** PUT /api/admin/promotions/{code}: replaces a code's rules (all of them: a limit left out is none). */
export async function updatePromotion(
  code: string,
  rules: Omit<PromotionInput, 'code'>,
): Promise<{ promotion: Promotion; message: string }> {
  const { promotion, message } = await api(routes.updatePromotion, { params: { code }, body: rules });
  return { promotion, message };
}
