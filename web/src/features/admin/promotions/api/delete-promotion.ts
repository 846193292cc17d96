import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/promotions/{code}; refused with 409 and the reason while checkouts being paid hold claims of it. */
export function deletePromotion(code: string) {
  return api(routes.deletePromotion, { params: { code } });
}
