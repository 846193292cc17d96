import { emit } from './events';
import { clearSession } from './session';

/**
 * Ends the session in this browser (spec 01 §4 "Logout"): clears what is stored and announces
 * it, so the header counts reset and the greeting falls back to "there". The caller navigates.
 */
export function signOut(): void {
  clearSession();
  emit('logout');
  emit('usernameRemoved');
}
