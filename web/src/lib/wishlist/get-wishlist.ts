import * as routes from '@shared/routes/endpoints';
import { api } from '../api-client';
import { emit } from '../events';
import { readLocalWishlist, writeLocalWishlist } from '../session';

/** GET /api/customer/wishlist: the products on the customer's wishlist. Keeps the local copy in step. */
export async function getWishlist(signal?: AbortSignal) {
  const answer = await api(routes.getWishlist, { signal });
  rememberWishlist(answer.products.map((product) => product.product_id));
  return answer;
}

let loading: Promise<string[]> | null = null;

/**
 * Loads the wishlist into the local copy (after login, and when the header first shows), so the
 * hearts and the count are right before anyone toggles. Calls made while one is under way share it.
 */
export function syncWishlist(): Promise<string[]> {
  loading ??= getWishlist()
    .then(() => readLocalWishlist())
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Writes the local wishlist copy and announces it when it changed. */
export function rememberWishlist(productIds: readonly string[]): void {
  const before = readLocalWishlist();
  const next = [...new Set(productIds)];
  if (before.length === next.length && before.every((id, i) => id === next[i])) return;
  writeLocalWishlist(next);
  emit('wishlist-changed');
}
