import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';
import { rememberWishlist } from './get-wishlist';

/** POST /api/customer/wishlist: saves a product; the answer's list becomes the local copy. */
export async function addToWishlist(productId: string) {
  const answer = await api(routes.addToWishlist, { body: { productId } });
  rememberWishlist(answer.products.map((product) => product.product_id));
  return answer;
}
