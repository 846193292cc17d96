import type { Promotion, PromotionInput } from '@shared/cart/promo-codes';
import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** POST /api/admin/promotions: a new code; 409 with a field error on `code` when it exists. */
export async function createPromotion(input: PromotionInput): Promise<{ promotion: Promotion; message: string }> {
  const { promotion, message } = await api(routes.createPromotion, { body: input });
  return { promotion, message };
}
