import { AppError } from '../../shared/errors';
import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { deleteProduct } from '../repositories/products';

export const handler = defineHandler(routes.deleteProduct, async ({ params }) => {
  if (!(await deleteProduct(params.product_id))) throw new AppError('NOT_FOUND', 'Product not found.');
  return { success: true as const, message: 'Product deleted' };
});
