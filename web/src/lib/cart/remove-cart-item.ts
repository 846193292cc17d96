import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';
import { emit } from '../events';

/** DELETE /api/customer/cart/{productId}: removes a line from the cart, then tells the header. */
export async function removeCartItem(productId: string) {
  const answer = await api(routes.removeCartItem, { params: { productId } });
  emit('cart-changed');
  return answer;
}
