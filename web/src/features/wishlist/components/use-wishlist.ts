import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WISHLIST_MESSAGES, addToCartFailedMessage, removeFailedMessage, wishlistLoadError, wishlistLoadHelp } from '../wishlist-messages';
import type { Product } from '@shared/types';
import { showToast } from '@/components/toast';
import { addToCart } from '@/lib/cart/add-to-cart';
import { cartQuery } from '@/lib/cart/cart-query';
import { useRouteQuery } from '@/lib/use-route-query';
import { wishlistQuery } from '@/lib/wishlist/wishlist-query';
import { removeFromWishlist } from '@/lib/wishlist/remove-from-wishlist';
import { loadFailureOf, serverMessageOf } from './load-failure';
import type { WishlistLoadFailure } from '../wishlist-messages';

type WishlistState =
  { status: 'loading' } | { status: 'error'; message: string; help: string | null } | { status: 'ready'; products: Product[] };

/** The call a card is waiting for; its buttons are disabled meanwhile. */
export type CardBusy = 'adding' | 'removing';

/**
 * The wishlist page's data and actions (spec 02 §2, §4, §8). The cart is loaded beside the
 * wishlist only to mark what is already 'in cart'; if it fails the page goes on without it.
 * The calls keep the header in step: `cart-changed` after an add, `wishlist-changed` after a
 * remove (lib/cart, lib/wishlist). Toasts last 3 s (the toast store's default).
 */
export function useWishlist() {
  const client = useQueryClient();
  const { query, reload: reloadWishlist } = useRouteQuery(wishlistQuery());
  // spec 02 §8: a cart failure on this page is ignored
  const cart = useQuery(cartQuery());
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<Readonly<Record<string, CardBusy>>>({});

  const state: WishlistState = query.isSuccess
    ? { status: 'ready', products: query.data.products }
    : query.isError
      ? loadErrorState(loadFailureOf(query.error))
      : { status: 'loading' };
  const inCart: ReadonlySet<string> = new Set([...(cart.data?.items.map((item) => item.productId) ?? []), ...added]);

  const mark = (productId: string, value: CardBusy | null) =>
    setBusy((current) => {
      const { [productId]: _, ...rest } = current;
      return value ? { ...rest, [productId]: value } : rest;
    });

  const drop = (productId: string) =>
    client.setQueryData(
      wishlistQuery().queryKey,
      (answer) => answer && { products: answer.products.filter((p) => p.product_id !== productId) },
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
      setAdded((current) => new Set(current).add(id));
      // The cart changed: its cached answer is asked for again.
      void client.invalidateQueries({ queryKey: cartQuery().queryKey });
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

  const reload = () => {
    reloadWishlist();
    void client.resetQueries({ queryKey: cartQuery().queryKey });
  };

  return { ...state, inCart, busy, remove, moveToCart, reload };
}

function loadErrorState(failure: WishlistLoadFailure): WishlistState {
  return { status: 'error', message: wishlistLoadError(failure), help: wishlistLoadHelp(failure) };
}
