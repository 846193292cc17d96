import { emit } from '@/lib/events';
import { type LoginResult, saveSession } from '@/lib/session';
import { loadPage } from './full-page-load';

/** Keeps a login (spec 01 §4 "Login success"): "Remember me" keeps it past the tab; the greeting updates. */
export function storeLogin(login: LoginResult, remember: boolean): void {
  saveSession(login, { remember });
  emit('usernameChanged', { username: login.username });
}

/**
 * Announces the login, so the header refreshes and the shop runs any pending action. Admins
 * then go to /admin with a full page load; true when that happens (the modal need not close).
 */
export function announceLogin(login: LoginResult): boolean {
  emit('login-success', { username: login.username, role: login.role });
  if (login.role !== 'admin') return false;
  loadPage('/admin');
  return true;
}
