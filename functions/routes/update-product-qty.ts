import { AppError } from '../../shared/errors';
import { adminRoutes } from '../../shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { setProductStock } from '../repositories/products';

/** The whole product comes in (spec 02 §7); only its stock changes. */
export const handler = defineSignedInHandler(adminRoutes.updateProductQty, async ({ input }) => {
  const product = await setProductStock(input.product_id, input.stock_quantity);
  if (!product) throw new AppError('NOT_FOUND', 'Product not found.');
  return product;
});
