import { useSyncExternalStore } from 'react';
import { on } from './events';
import { type Session, readSession } from './session';

// The session changes through these events in this tab, and through `storage` in other tabs.
function subscribe(onChange: () => void): () => void {
  const stops = [on('login-success', onChange), on('logout', onChange), on('usernameChanged', onChange), on('usernameRemoved', onChange)];
  window.addEventListener('storage', onChange);
  return () => {
    for (const stop of stops) stop();
    window.removeEventListener('storage', onChange);
  };
}

let cached: Session | null = null;

// useSyncExternalStore needs the same object back while nothing changed.
function snapshot(): Session | null {
  const next = readSession();
  const same =
    next === cached ||
    (next !== null &&
      cached !== null &&
      next.token === cached.token &&
      next.role === cached.role &&
      next.username === cached.username &&
      next.email === cached.email &&
      next.isEmailVerified === cached.isEmailVerified);
  if (!same) cached = next;
  return cached;
}

/** The stored session, kept current as people sign in and out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
