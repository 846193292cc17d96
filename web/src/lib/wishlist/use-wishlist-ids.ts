import { useSyncExternalStore } from 'react';
import { on } from '../events';
import { readLocalWishlist } from '../session';

const NONE: readonly string[] = [];

// Hearts are toggled, and the wishlist is loaded or cleared, through these events.
function subscribe(onChange: () => void): () => void {
  const stops = [on('wishlist-changed', onChange), on('login-success', onChange), on('logout', onChange)];
  return () => {
    for (const stop of stops) stop();
  };
}

let cached = NONE;

// useSyncExternalStore needs the same array back while nothing changed.
function snapshot(): readonly string[] {
  const next = readLocalWishlist();
  if (next.length !== cached.length || next.some((id, index) => id !== cached[index])) cached = next.length > 0 ? next : NONE;
  return cached;
}

/**
 * The product ids on the wishlist as this browser knows them, kept current as hearts are toggled.
 * None on the server and while the browser hydrates a page drawn there (a product page), so both
 * draw the same hearts; the stored ids show in the render after.
 */
export function useWishlistIds(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
