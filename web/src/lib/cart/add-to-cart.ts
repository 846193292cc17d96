import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';
import { emit } from '../events';

/** POST /api/customer/cart: adds `quantity` of a product to the customer's cart, then tells the header. */
export async function addToCart(productId: string, quantity: number) {
  const answer = await api(routes.addToCart, { body: { productId, quantity } });
  emit('cart-changed');
  return answer;
}
