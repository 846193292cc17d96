import { describe, expect, it } from 'vitest';
import { bindingCookie, clearedBindingCookie, withinAutoLoginWindow } from './login-binding';
import { hashSecret, looksLikeSecret, newSecret } from './one-use-secret';

describe('login binding cookie', () => {
  it('is httpOnly, SameSite=Strict, scoped to /api/auth, and Secure only on https', () => {
    expect(bindingCookie('v', true)).toBe('maison_signin_binding=v; Max-Age=86400; Path=/api/auth; HttpOnly; SameSite=Strict; Secure');
    expect(bindingCookie('v', false)).toBe('maison_signin_binding=v; Max-Age=86400; Path=/api/auth; HttpOnly; SameSite=Strict');
    expect(clearedBindingCookie(false)).toBe('maison_signin_binding=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Strict');
  });

  it('opens for 15 minutes after verification', () => {
    const at = '2030-01-01T12:00:00.000Z';
    const after = (seconds: number) => new Date(Date.parse(at) + seconds * 1000);
    expect(withinAutoLoginWindow(at, after(0))).toBe(true);
    expect(withinAutoLoginWindow(at, after(15 * 60))).toBe(true);
    expect(withinAutoLoginWindow(at, after(15 * 60 + 1))).toBe(false);
    expect(withinAutoLoginWindow(undefined, after(0))).toBe(false);
    expect(withinAutoLoginWindow('not a date', after(0))).toBe(false);
  });
});

describe('one-use secrets', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(looksLikeSecret(secret)).toBe(true);
    expect(newSecret()).not.toBe(secret);
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(looksLikeSecret('abc')).toBe(false);
    expect(looksLikeSecret(undefined)).toBe(false);
  });
});
