import { readItem } from './browser-storage';

/** Where the session's token is kept, in sessionStorage or (with "Remember me") localStorage. */
export const TOKEN_KEY = 'maison.token';

/**
 * The bearer token to attach to API calls, if any. On its own, apart from the rest of the
 * session, so the first-load script can read it without carrying the session module.
 */
export function readToken(): string | null {
  return readItem('session', TOKEN_KEY) ?? readItem('local', TOKEN_KEY);
}
