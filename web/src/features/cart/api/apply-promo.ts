import { normalizePromoCode } from '@shared/cart/promo-codes';
import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** POST /api/customer/promo: the server knows the codes; an unknown one is a 400 'Invalid promo code'. */
export function applyPromo(code: string) {
  return api(routes.applyPromo, { body: { code: normalizePromoCode(code) } });
}
