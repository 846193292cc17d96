import { useEffect, useState } from 'react';
import { WISHLIST_MESSAGES, addToCartFailedMessage, removeFailedMessage, wishlistLoadError } from '../wishlist-messages';
import type { Product } from '@shared/types';
import { showToast } from '@/components/toast';
import { addToCart } from '@/lib/cart/add-to-cart';
import { getCart } from '@/lib/cart/get-cart';
import { getWishlist } from '@/lib/wishlist/get-wishlist';
import { removeFromWishlist } from '@/lib/wishlist/remove-from-wishlist';
import { loadFailureOf, serverMessageOf } from './load-failure';

export type WishlistState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; products: Product[] };

/** The call a card is waiting for; its buttons are disabled meanwhile. */
export type CardBusy = 'adding' | 'removing';

/**
 * The wishlist page's data and actions (spec 02 §2, §4, §8). The cart is loaded beside the
 * wishlist only to mark what is already 'in cart'; if it fails the page goes on without it.
 * The calls keep the header in step: `cart-changed` after an add, `wishlist-changed` after a
 * remove (lib/cart, lib/wishlist). Toasts last 3 s (the toast store's default).
 */
export function useWishlist() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<WishlistState>({ status: 'loading' });
  const [inCart, setInCart] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<Readonly<Record<string, CardBusy>>>({});

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getWishlist(controller.signal).then(
      (answer) => setState({ status: 'ready', products: Array.isArray(answer?.products) ? answer.products : [] }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: wishlistLoadError(loadFailureOf(error)) });
      },
    );
    getCart(controller.signal).then(
      (answer) => {
        const ids = (Array.isArray(answer?.items) ? answer.items : []).map((item) => item.productId);
        setInCart((current) => new Set([...current, ...ids]));
      },
      () => undefined, // spec 02 §8: a cart failure on this page is ignored
    );
    return () => controller.abort();
  }, [attempt]);

  const mark = (productId: string, value: CardBusy | null) =>
    setBusy((current) => {
      const { [productId]: _, ...rest } = current;
      return value ? { ...rest, [productId]: value } : rest;
    });

  const drop = (productId: string) =>
    setState((current) =>
      current.status === 'ready' ? { ...current, products: current.products.filter((p) => p.product_id !== productId) } : current,
    );

  /** Takes a product off the wishlist; true when it left the list. */
  const remove = async (product: Product): Promise<boolean> => {
    mark(product.product_id, 'removing');
    try {
      await removeFromWishlist(product.product_id);
      drop(product.product_id);
      showToast(WISHLIST_MESSAGES.removed);
      return true;
    } catch (error) {
      showToast(removeFailedMessage(serverMessageOf(error)), { tone: 'error' });
      return false;
    } finally {
      mark(product.product_id, null);
    }
  };

  /**
   * Adds one to the cart, then takes the product off the wishlist (spec 02 §4). If the add
   * succeeds but the removal fails, the card stays, marked 'in cart', with the removal's message.
   */
  const moveToCart = async (product: Product): Promise<boolean> => {
    const id = product.product_id;
    mark(id, 'adding');
    try {
      try {
        await addToCart(id, 1);
      } catch (error) {
        showToast(addToCartFailedMessage(serverMessageOf(error)), { tone: 'error' });
        return false;
      }
      setInCart((current) => new Set(current).add(id));
      try {
        await removeFromWishlist(id);
      } catch (error) {
        showToast(removeFailedMessage(serverMessageOf(error)), { tone: 'error' });
        return false;
      }
      drop(id);
      showToast(WISHLIST_MESSAGES.movedToCart);
      return true;
    } finally {
      mark(id, null);
    }
  };

  return { ...state, inCart, busy, remove, moveToCart, reload: () => setAttempt((n) => n + 1) };
}
