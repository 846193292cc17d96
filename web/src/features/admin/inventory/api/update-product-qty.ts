import { routes } from '../../../../../../shared/routes';
import type { Product } from '../../../../../../shared/types';
import { api } from '../../../../lib/api-client';

/** POST /api/admin/UpdateProductQty (a relative path): the whole product with its new stock; resolves with the saved product. */
export function updateProductQty(product: Product, stock: number): Promise<Product> {
  return api(routes.updateProductQty, { body: { ...product, stock_quantity: stock } });
}
