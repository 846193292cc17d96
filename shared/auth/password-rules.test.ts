import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, confirmPasswordError, passwordError } from './password-rules';

describe('passwordError', () => {
  it('requires a password', () => {
    expect(passwordError('')).toBe('Password is required');
    expect(passwordError(undefined)).toBe('Password is required');
  });

  it('needs at least 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(passwordError('12345')).toBe('Password must be at least 6 characters long');
    expect(passwordError('123456')).toBeNull();
  });

  it('counts spaces as characters', () => {
    expect(passwordError('      ')).toBeNull();
  });

  it('allows at most 128 characters', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordError('x'.repeat(128))).toBeNull();
    expect(passwordError('x'.repeat(129))).toBe('Password must be at most 128 characters long');
  });
});

describe('confirmPasswordError', () => {
  it("says 'Passwords do not match' unless identical", () => {
    expect(confirmPasswordError('secret1', 'secret1')).toBeNull();
    expect(confirmPasswordError('secret1', 'Secret1')).toBe('Passwords do not match');
    expect(confirmPasswordError('secret1', '')).toBe('Passwords do not match');
    expect(confirmPasswordError('', undefined)).toBeNull();
  });
});
