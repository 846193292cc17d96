import { describe, expect, it } from 'vitest';
import { passwordMatchHint, registerPasswordHint, resetPasswordHint } from './password-hints';

describe('registerPasswordHint', () => {
  it("says 'Too short' under 6 characters and 'Good' from 6", () => {
    expect(registerPasswordHint('12345')).toEqual({ text: 'Too short', ok: false });
    expect(registerPasswordHint('123456')).toEqual({ text: 'Good', ok: true });
  });

  it('says nothing while empty', () => {
    expect(registerPasswordHint('')).toBeNull();
  });
});

describe('resetPasswordHint', () => {
  it("says 'Password too short' or 'Password strength: Good'", () => {
    expect(resetPasswordHint('abc')).toEqual({ text: 'Password too short', ok: false });
    expect(resetPasswordHint('abcdef')).toEqual({ text: 'Password strength: Good', ok: true });
    expect(resetPasswordHint(undefined)).toBeNull();
  });
});

describe('passwordMatchHint', () => {
  it("says 'Passwords match' or 'Passwords do not match'", () => {
    expect(passwordMatchHint('secret1', 'secret1')).toEqual({ text: 'Passwords match', ok: true });
    expect(passwordMatchHint('secret1', 'secret')).toEqual({ text: 'Passwords do not match', ok: false });
  });

  it('says nothing while the confirmation is empty', () => {
    expect(passwordMatchHint('secret1', '')).toBeNull();
  });
});
