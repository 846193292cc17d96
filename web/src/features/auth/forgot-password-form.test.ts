import { describe, expect, it } from 'vitest';
import { forgotPasswordEmailError } from './forgot-password-form';

describe('forgotPasswordEmailError', () => {
  it('asks for an address when empty', () => {
    expect(forgotPasswordEmailError('')).toBe('Please enter your email address');
    expect(forgotPasswordEmailError('  ')).toBe('Please enter your email address');
    expect(forgotPasswordEmailError(null)).toBe('Please enter your email address');
  });

  it('rejects text failing text@text.text', () => {
    expect(forgotPasswordEmailError('anna')).toBe('Please enter a valid email address');
    expect(forgotPasswordEmailError('anna@example')).toBe('Please enter a valid email address');
    expect(forgotPasswordEmailError('anna@@example.com')).toBe('Please enter a valid email address');
  });

  it('accepts a plain address', () => {
    expect(forgotPasswordEmailError('anna@example.com')).toBeNull();
  });
});
