import { useState } from 'react';
import { readLocalWishlist } from '../../lib/session';
import { useAppEvent } from '../../lib/use-app-event';

export interface HeaderCounts {
  cart: number;
  wishlist: number;
}

/**
 * The numbers on the cart and wishlist icons. For now the wishlist count comes from the local
 * copy and the cart starts at zero; the cart and wishlist features feed these once they exist.
 * Counts reset on logout (spec 01 §4).
 */
export function useHeaderCounts(): HeaderCounts {
  const [counts, setCounts] = useState<HeaderCounts>(() => ({ cart: 0, wishlist: readLocalWishlist().length }));
  useAppEvent('logout', () => setCounts({ cart: 0, wishlist: 0 }));
  useAppEvent('login-success', () => setCounts((now) => ({ ...now, wishlist: readLocalWishlist().length })));
  return counts;
}
