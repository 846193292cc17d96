import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** PUT /api/admin/brands/{id}: renames a brand; the answer says how many products took the new name. */
export function updateBrand(id: string, brandName: string) {
  return api(routes.updateBrand, { params: { id }, body: { brandName } });
}
