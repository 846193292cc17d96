import type { Promotion } from '@shared/cart/promo-codes';
import { routes } from '@shared/routes';
import { api } from '@/lib/api-client';

/** GET /api/admin/promotions: every promotion, by code. */
export async function listPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  const answer = await api(routes.listPromotions, { signal });
  return Array.isArray(answer?.promotions) ? answer.promotions : [];
}
