import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';
import { readLocalWishlist } from '../session';
import { rememberWishlist } from './get-wishlist';

/** DELETE /api/customer/wishlist/{productId}: takes a product off the wishlist and out of the local copy. */
export async function removeFromWishlist(productId: string) {
  const answer = await api(routes.removeFromWishlist, { params: { productId } });
  rememberWishlist(readLocalWishlist().filter((id) => id !== productId));
  return answer;
}
