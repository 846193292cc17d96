import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';
import { emit } from '../events';

/** PUT /api/customer/cart: sets a cart line's quantity, then tells the header. */
export async function updateCartItem(productId: string, quantity: number) {
  const answer = await api(routes.updateCartItem, { body: { productId, quantity } });
  emit('cart-changed');
  return answer;
}
