import { AppError } from '@shared/errors';
import { adminProductRoutes } from '@shared/routes/admin-products';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { deleteProduct } from '../repositories/products';

export const handler = defineSignedInHandler(adminProductRoutes.deleteProduct, async ({ params }) => {
  if (!(await deleteProduct(params.product_id))) throw new AppError('NOT_FOUND', 'Product not found.');
  return { success: true as const, message: 'Product deleted' };
});
