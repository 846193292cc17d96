import { AppError } from '@shared/errors';
import { adminProductRoutes } from '@shared/routes/admin-products';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { setProductStock } from '../repositories/products';
import { stockChanged } from '../services/admin-products';

/**
 * The whole product comes in (spec 02 §7); only its stock changes, and only while it still holds
 * the stock the admin saw (`expected_stock_quantity`): a sale meanwhile refuses the write with the stock now.
 */
export const handler = defineSignedInHandler(adminProductRoutes.updateProductQty, async ({ input }) => {
  const outcome = await setProductStock(input.product_id, { from: input.expected_stock_quantity, to: input.stock_quantity });
  if ('missing' in outcome) throw new AppError('NOT_FOUND', 'Product not found.');
  if ('stockNow' in outcome) throw stockChanged(outcome.stockNow);
  return outcome.saved;
});
