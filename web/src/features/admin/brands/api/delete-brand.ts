import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/brands/{id}; refused with 409 and a message while products use the brand. */
export function deleteBrand(id: string) {
  return api(routes.deleteBrand, { params: { id } });
}
