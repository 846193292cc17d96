import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  readLocalWishlist,
  readSession,
  readToken,
  saveSession,
  savePendingAction,
  takePendingAction,
  writeLocalWishlist,
} from './session';

const login = { token: 'tok', role: 'user' as const, username: 'ada', email: 'ada@example.com', isEmailVerified: true };

afterEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session', () => {
  it('keeps a remembered login in localStorage', () => {
    saveSession(login, { remember: true });
    expect(localStorage.getItem('maison.token')).toBe('tok');
    expect(sessionStorage.getItem('maison.token')).toBeNull();
    expect(readSession()).toEqual(login);
  });

  it('keeps an unremembered login in sessionStorage, replacing an older remembered one', () => {
    saveSession({ ...login, token: 'old' }, { remember: true });
    saveSession(login, { remember: false });
    expect(localStorage.getItem('maison.token')).toBeNull();
    expect(readToken()).toBe('tok');
  });

  it('reads a missing role as user, and clears everything on sign-out', () => {
    saveSession(login, { remember: true });
    localStorage.removeItem('maison.role');
    expect(readSession()?.role).toBe('user');
    writeLocalWishlist(['p1']);
    savePendingAction({ type: 'TOGGLE_WISHLIST', data: { productId: 'p1' } });
    clearSession();
    expect(readSession()).toBeNull();
    expect(readLocalWishlist()).toEqual([]);
    expect(takePendingAction()).toBeNull();
  });

  it('keeps a stored role it does not know, rather than reading it as user', () => {
    saveSession(login, { remember: false });
    sessionStorage.setItem('maison.role', 'superuser');
    expect(readSession()?.role).toBe('superuser');
    sessionStorage.setItem('maison.role', 'admin');
    expect(readSession()?.role).toBe('admin');
  });

  it('hands out a pending action once', () => {
    savePendingAction({ type: 'ADD_TO_CART', data: { productId: 'p1', quantity: 2 } });
    expect(takePendingAction()).toEqual({ type: 'ADD_TO_CART', data: { productId: 'p1', quantity: 2 } });
    expect(takePendingAction()).toBeNull();
  });
});
