import { describe, expect, it } from 'vitest';
import { RESET_PASSWORD_MESSAGES, validateResetPassword } from './reset-password-form';

describe('validateResetPassword', () => {
  it("says 'Password is required' when empty", () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toEqual({ password: 'Password is required' });
  });

  it('needs at least 6 characters', () => {
    expect(validateResetPassword({ password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('needs the confirmation to match', () => {
    expect(validateResetPassword({ password: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('passes a good pair', () => {
    expect(validateResetPassword({ password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('has the missing-token text', () => {
    expect(RESET_PASSWORD_MESSAGES.missingToken).toBe('Invalid reset link. Please request a new password reset.');
  });
});
