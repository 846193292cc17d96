import { useState } from 'react';
import { readLocalWishlist } from '../../../lib/session';
import { useAppEvent } from '../../../lib/use-app-event';

/** The product ids on the wishlist as this browser knows them, kept current as hearts are toggled. */
export function useWishlistIds(): readonly string[] {
  const [ids, setIds] = useState(readLocalWishlist);
  const reread = () => setIds(readLocalWishlist());
  useAppEvent('wishlist-changed', reread);
  useAppEvent('login-success', reread);
  useAppEvent('logout', reread);
  return ids;
}
