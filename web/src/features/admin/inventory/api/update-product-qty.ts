import * as routes from '@shared/routes/admin-endpoints';
import type { Product } from '@shared/types';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/UpdateProductQty (a relative path): the whole product with its new stock, and the
 * stock the admin saw (`product`'s), which the server holds the write to; resolves with the saved product.
 */
export function updateProductQty(product: Product, stock: number): Promise<Product> {
  return api(routes.updateProductQty, { body: { ...product, stock_quantity: stock, expected_stock_quantity: product.stock_quantity } });
}
