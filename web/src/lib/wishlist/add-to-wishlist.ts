import { routes } from '@shared/routes';
import { api } from '../api-client';
import { readLocalWishlist } from '../session';
import { rememberWishlist } from './get-wishlist';

/** POST /api/customer/wishlist: saves a product; the answer's list becomes the local copy. */
export async function addToWishlist(productId: string) {
  const answer = await api(routes.addToWishlist, { body: { productId } });
  const ids = Array.isArray(answer?.products) ? answer.products.map((product) => product.product_id) : [...readLocalWishlist(), productId];
  rememberWishlist(ids);
  return answer;
}
