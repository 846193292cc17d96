import type { Role } from '@shared/types';

/**
 * The window events the storefront speaks (spec 01 §3). Any part of the page may fire them; the
 * header, the greeting and the auth modal listen, so they stay in step without shared state.
 */
export interface AppEvents {
  /** The stored username changed: the greeting shows it. */
  usernameChanged: { username: string };
  /** The username was removed: the greeting falls back to "there". */
  usernameRemoved: undefined;
  'login-success': { username: string; role: Role };
  logout: undefined;
  'open-login': undefined;
  'open-register': undefined;
  /** The cart changed on the server: the header count loads it again. */
  'cart-changed': undefined;
  /** The local wishlist copy changed (lib/wishlist writes it): the header count re-reads it. */
  'wishlist-changed': undefined;
  /** Asks for a toast without importing the toast module (components/toast shows it). */
  toast: { message: string; tone?: 'success' | 'error'; durationMs?: number };
}

export type AppEventName = keyof AppEvents;

type DetailArgs<K extends AppEventName> = AppEvents[K] extends undefined ? [] : [detail: AppEvents[K]];

/** Fires an app event on the window. */
export function emit<K extends AppEventName>(name: K, ...detail: DetailArgs<K>): void {
  window.dispatchEvent(new CustomEvent(name, { detail: detail[0] }));
}

/** Listens to an app event; returns the function that stops listening. */
export function on<K extends AppEventName>(name: K, listener: (detail: AppEvents[K]) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AppEvents[K]>).detail);
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}
