import { type StoredRole, roleOrDefault } from './auth/role-access';
import type { Role } from '@shared/types';
import { type StoreName, readItem, readJson, removeItem, writeItem } from './browser-storage';
import { TOKEN_KEY } from './stored-token';

export { readToken } from './stored-token';

/**
 * The session kept in the browser (spec 01 §3). "Remember me" keeps it in localStorage, so it
 * outlives the browser; otherwise it lives in sessionStorage and ends with the tab. The server
 * enforces access on every call; what is stored here only shapes the UI and the bearer header.
 */
export interface Session {
  token: string;
  /** 'user' when none is stored; an unknown stored role is kept, so the guards deny it (spec 01 §6). */
  role: StoredRole;
  username: string;
  email: string;
  isEmailVerified: boolean;
}

/** What a login answers with (POST /api/auth/login, /api/auth/login-verified). */
export interface LoginResult {
  token: string;
  role: Role;
  username: string;
  email: string;
  isEmailVerified?: boolean;
}

/** An action a guest tried, run after they sign in (spec 01 §4). */
export type PendingAction =
  | { type: 'ADD_TO_CART'; data: { productId: string; quantity: number } }
  | { type: 'TOGGLE_WISHLIST'; data: { productId: string } }
  | { type: 'NOTIFY_ME'; data: { productId: string } };

const KEY = {
  token: TOKEN_KEY,
  role: 'maison.role',
  username: 'maison.username',
  email: 'maison.email',
  verified: 'maison.isEmailVerified',
  pending: 'maison.pendingAction',
  wishlist: 'maison.wishlist',
  cartPromo: 'maison.cartPromo',
} as const;

const SESSION_KEYS = [KEY.token, KEY.role, KEY.username, KEY.email, KEY.verified];

/** Stores a login; `remember` chooses localStorage over sessionStorage. */
export function saveSession(login: LoginResult, { remember }: { remember: boolean }): void {
  const target: StoreName = remember ? 'local' : 'session';
  clearFrom(remember ? 'session' : 'local');
  writeItem(target, KEY.token, login.token);
  writeItem(target, KEY.role, login.role);
  writeItem(target, KEY.username, login.username);
  writeItem(target, KEY.email, login.email);
  writeItem(target, KEY.verified, String(login.isEmailVerified ?? true));
}

/** The stored session, or null for a guest. Only a missing role reads as `user` (spec 01 §6). */
export function readSession(): Session | null {
  const where = (['session', 'local'] as const).find((name) => readItem(name, KEY.token));
  if (!where) return null;
  return {
    token: readItem(where, KEY.token) ?? '',
    role: roleOrDefault(readItem(where, KEY.role)),
    username: readItem(where, KEY.username) ?? '',
    email: readItem(where, KEY.email) ?? '',
    isEmailVerified: readItem(where, KEY.verified) !== 'false',
  };
}

/** Forgets the session, the pending action and the local wishlist copy, in both stores. */
export function clearSession(): void {
  clearFrom('local');
  clearFrom('session');
  removeItem('session', KEY.pending);
  removeItem('local', KEY.wishlist);
  removeItem('local', KEY.cartPromo);
}

function clearFrom(name: StoreName): void {
  for (const key of SESSION_KEYS) removeItem(name, key);
}

export function savePendingAction(action: PendingAction): void {
  writeItem('session', KEY.pending, JSON.stringify(action));
}

/** Returns the pending action once and forgets it. */
export function takePendingAction(): PendingAction | null {
  const action = readJson<PendingAction>('session', KEY.pending);
  removeItem('session', KEY.pending);
  return action;
}

/** The product ids on the wishlist as last known, so hearts show before the server answers. */
export function readLocalWishlist(): string[] {
  const ids = readJson<unknown>('local', KEY.wishlist);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function writeLocalWishlist(productIds: readonly string[]): void {
  writeItem('local', KEY.wishlist, JSON.stringify(productIds));
}

/** The promo code applied to the signed-in customer's cart, kept so a reload keeps it; null when none or another customer's. */
export function readCartPromo(): string | null {
  const stored = readJson<{ email?: unknown; code?: unknown }>('local', KEY.cartPromo);
  const email = readSession()?.email;
  return email && stored?.email === email && typeof stored.code === 'string' ? stored.code : null;
}

/** Keeps the code applied to the signed-in customer's cart; null forgets it. */
export function writeCartPromo(code: string | null): void {
  const email = readSession()?.email;
  if (code && email) writeItem('local', KEY.cartPromo, JSON.stringify({ email, code }));
  else removeItem('local', KEY.cartPromo);
}
