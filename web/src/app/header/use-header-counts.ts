import { useEffect, useRef, useState } from 'react';
import { cartCount } from '@/lib/cart/cart-count';
import { getCart } from '@/lib/cart/get-cart';
import { syncWishlist } from '@/lib/wishlist/get-wishlist';
import { readLocalWishlist } from '@/lib/session';
import { useAppEvent } from '@/lib/use-app-event';
import { useSession } from '@/lib/use-session';

export interface HeaderCounts {
  cart: number;
  wishlist: number;
}

/**
 * The numbers on the cart and wishlist icons (spec 01 §2, §9). The cart count is loaded from the
 * server (again on every `cart-changed`); the wishlist count is the local copy's length, which
 * the wishlist calls keep current (`wishlist-changed`). Never loaded for admins; zero after logout.
 */
export function useHeaderCounts(): HeaderCounts {
  const session = useSession();
  const customer = session !== null && session.role !== 'admin';
  const token = customer ? session.token : null;
  const [cart, setCart] = useState(0);
  const [wishlist, setWishlist] = useState(() => (customer ? readLocalWishlist().length : 0));
  // Only the latest cart request may set the count, so a slow early answer cannot undo a newer one.
  const latest = useRef(0);

  const loadCart = () => {
    const ticket = ++latest.current;
    getCart().then(
      (answer) => {
        if (ticket === latest.current) setCart(cartCount(answer?.items));
      },
      () => undefined, // keep the last known count
    );
  };

  useEffect(() => {
    latest.current++;
    setCart(0);
    setWishlist(token ? readLocalWishlist().length : 0);
    if (!token) return;
    loadCart();
    syncWishlist().catch(() => undefined);
  }, [token]); // loadCart only uses a ref and setters

  useAppEvent('cart-changed', () => {
    if (token) loadCart();
  });
  useAppEvent('wishlist-changed', () => setWishlist(token ? readLocalWishlist().length : 0));
  useAppEvent('logout', () => {
    latest.current++;
    setCart(0);
    setWishlist(0);
  });

  return token ? { cart, wishlist } : { cart: 0, wishlist: 0 };
}
