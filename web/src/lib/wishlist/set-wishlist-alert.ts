import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';
import { rememberWishlist } from './get-wishlist';

/** PUT /api/customer/wishlist/alert: turns a product's alerts on (saving it: "Notify me") or off; the answer's list becomes the local copy. */
export async function setWishlistAlert(productId: string, on: boolean) {
  const answer = await api(routes.setWishlistAlert, { body: { productId, on } });
  rememberWishlist(answer.products.map((product) => product.product_id));
  return answer;
}
