import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/products/{product_id}. */
export function deleteProduct(productId: string) {
  return api(routes.deleteProduct, { params: { product_id: productId } });
}
