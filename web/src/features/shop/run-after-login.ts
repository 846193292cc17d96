import { parsePendingAction } from './pending-action';
import { readSession, takePendingAction } from '@/lib/session';
import { syncWishlist } from '@/lib/wishlist/get-wishlist';
import { addToCartWithToast, notifyMeWithToast, toggleWishlistWithToast } from './shop-actions';

/**
 * After each login (spec 01 §4): loads the wishlist into the local copy, then runs what the
 * visitor tried as a guest, once. Admins have no cart or wishlist, so theirs is dropped.
 */
export async function runAfterLogin(): Promise<void> {
  const stored = takePendingAction();
  const session = readSession();
  if (!session || session.role === 'admin') return;
  // A toggle must know whether the product is already saved; a failed load leaves the copy as it was.
  await syncWishlist().catch(() => undefined);
  const action = stored && parsePendingAction(JSON.stringify(stored));
  if (!action) return;
  if (action.type === 'ADD_TO_CART') await addToCartWithToast(action.data.productId, action.data.quantity);
  else if (action.type === 'NOTIFY_ME') await notifyMeWithToast(action.data.productId);
  else await toggleWishlistWithToast(action.data.productId);
}
