import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** POST /api/admin/brands: a new brand, used by no product yet. */
export function createBrand(brandName: string) {
  return api(routes.createBrand, { body: { brandName } });
}
