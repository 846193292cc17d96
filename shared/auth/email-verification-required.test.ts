import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { emailVerificationRequiredBody, isEmailVerificationRequired } from './email-verification-required';

describe('emailVerificationRequiredBody', () => {
  it('carries the flag, the address and the message', () => {
    expect(emailVerificationRequiredBody('anna@example.com')).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email before logging in.',
      emailVerificationRequired: true,
      email: 'anna@example.com',
    });
  });

  it('is what an AppError with those details answers', () => {
    const { code, message, ...details } = emailVerificationRequiredBody('anna@example.com');
    expect(new AppError(code, message, details).toBody()).toEqual(emailVerificationRequiredBody('anna@example.com'));
  });
});

describe('isEmailVerificationRequired', () => {
  it('recognizes the body', () => {
    expect(isEmailVerificationRequired(emailVerificationRequiredBody('a@b.co'))).toBe(true);
    expect(isEmailVerificationRequired({ emailVerificationRequired: true, email: 'a@b.co' })).toBe(true);
  });

  it('rejects other bodies', () => {
    expect(isEmailVerificationRequired({ message: 'Invalid credentials' })).toBe(false);
    expect(isEmailVerificationRequired({ emailVerificationRequired: 'true', email: 'a@b.co' })).toBe(false);
    expect(isEmailVerificationRequired({ emailVerificationRequired: true })).toBe(false);
    expect(isEmailVerificationRequired(null)).toBe(false);
  });
});
