import type { Role } from '@shared/types';

/** A role as the browser stores it: one of ours, or any other text a stale or edited store holds. */
export type StoredRole = Role | (string & {});

/**
 * The role a browser session counts as (spec 01 §6): 'user' only when no role is stored, else the
 * stored one as it is, so an unknown role is denied (and named) rather than taken for 'user'.
 */
export function roleOrDefault(stored: string | null | undefined): StoredRole {
  return stored?.trim() || 'user';
}

/** What a route guard does: let the visitor in, send them to / (no token), or show Access Denied (wrong role). */
export type GuardDecision = 'allow' | 'redirect-home' | 'access-denied';

/** The route guard (spec 01 §6, spec 02 §2): no stored token → '/', a stored role not allowed → Access Denied. */
export function guardDecision(
  token: string | null | undefined,
  storedRole: string | null | undefined,
  allowed: readonly Role[],
): GuardDecision {
  if (!token) return 'redirect-home';
  return (allowed as readonly string[]).includes(roleOrDefault(storedRole)) ? 'allow' : 'access-denied';
}

/** The Access Denied text, with the current role appended when one is stored. */
export function accessDeniedMessage(storedRole: string | null | undefined): string {
  const base = "You don't have permission to access this page.";
  return storedRole?.trim() ? `${base} Your role: ${storedRole.trim()}` : base;
}

/** The Authorization header value for a stored token (spec 01 §7): 'Bearer {token}'. */
export function bearerHeader(token: string): string {
  return `Bearer ${token}`;
}
