import { SHOP_MESSAGES, addedToCartMessage } from '@/lib/catalog/shop-messages';
import { serverMessageOr } from '@shared/format/server-message';
import { showToast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-error';
import { readLocalWishlist } from '@/lib/session';
import { addToCart } from '@/lib/cart/add-to-cart';
import { addToWishlist } from '@/lib/wishlist/add-to-wishlist';
import { removeFromWishlist } from '@/lib/wishlist/remove-from-wishlist';
import { setWishlistAlert } from '@/lib/wishlist/set-wishlist-alert';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';

export type ActionResult = { ok: true } | { ok: false; message: string };

// Spec 01 §8: the server's message, else the fixed text (a network error's own text is not shown).
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? serverMessageOr(error.serverMessage, fallback) : fallback;
}

/** Adds to the signed-in customer's cart with the success or failure toast (spec 01 §8). */
export async function addToCartWithToast(productId: string, quantity: number): Promise<ActionResult> {
  try {
    await addToCart(productId, quantity);
    showToast(addedToCartMessage(quantity));
    return { ok: true };
  } catch (error) {
    const message = failureMessage(error, SHOP_MESSAGES.addToCartFailed);
    showToast(message, { tone: 'error' });
    return { ok: false, message };
  }
}

/** Saves or unsaves a product, as the local wishlist copy says, with the toast (spec 01 §8). */
export async function toggleWishlistWithToast(productId: string): Promise<ActionResult> {
  const saved = readLocalWishlist().includes(productId);
  try {
    if (saved) await removeFromWishlist(productId);
    else await addToWishlist(productId);
    showToast(saved ? SHOP_MESSAGES.removedFromWishlist : SHOP_MESSAGES.addedToWishlist);
    return { ok: true };
  } catch (error) {
    const message = failureMessage(error, SHOP_MESSAGES.wishlistFailed);
    showToast(message, { tone: 'error' });
    return { ok: false, message };
  }
}

/** "Notify me when it's back": saves the product with its alert on, with the toast. */
export async function notifyMeWithToast(productId: string): Promise<ActionResult> {
  try {
    await setWishlistAlert(productId, true);
    showToast(ALERT_MESSAGES.willNotify);
    return { ok: true };
  } catch (error) {
    const message = failureMessage(error, ALERT_MESSAGES.notifyFailed);
    showToast(message, { tone: 'error' });
    return { ok: false, message };
  }
}
