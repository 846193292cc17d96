import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  forgotPasswordFailureMessage,
  loginFailureMessage,
  registerFailureMessage,
  resendFailureMessage,
  resetPasswordFailureMessage,
  verifyEmailFailureMessage,
  verifyEmailSuccessMessage,
} from './auth-error-messages';

describe('loginFailureMessage', () => {
  it('asks to verify when the email is unverified', () => {
    const body = { message: 'x', emailVerificationRequired: true, email: 'a@b.co' };
    expect(loginFailureMessage({ status: 403, body })).toBe('Please verify your email before logging in.');
  });

  it("shows the server message, else 'Invalid credentials. Please try again.'", () => {
    expect(loginFailureMessage({ status: 401, body: { message: 'Wrong password' } })).toBe('Wrong password');
    expect(loginFailureMessage({})).toBe('Invalid credentials. Please try again.');
  });
});

describe('registerFailureMessage', () => {
  it("shows the server message, else 'Registration failed. Please try again.'", () => {
    expect(registerFailureMessage({ status: 409, body: { message: 'Username taken' } })).toBe('Username taken');
    expect(registerFailureMessage({ status: 500 })).toBe('Registration failed. Please try again.');
  });
});

describe('forgotPasswordFailureMessage', () => {
  it('has fixed texts for 429 and 404', () => {
    expect(forgotPasswordFailureMessage({ status: 429, body: { message: 'x' } })).toBe(
      'Too many password reset attempts. Please wait 5 minutes before trying again.',
    );
    expect(forgotPasswordFailureMessage({ status: 404, body: { message: 'x' } })).toBe('No account found with this email address.');
  });

  it('otherwise shows the server message or the fallback', () => {
    expect(forgotPasswordFailureMessage({ status: 400, body: { message: 'Please enter a valid email address' } })).toBe(
      'Please enter a valid email address',
    );
    expect(forgotPasswordFailureMessage({})).toBe('Failed to send reset email. Please check your email and try again.');
    expect(AUTH_ERROR_MESSAGES.forgotUnsuccessful).toBe('Something went wrong. Please try again.');
  });
});

describe('resendFailureMessage', () => {
  it('has a fixed text for 429, else the server message or the fallback', () => {
    expect(resendFailureMessage({ status: 429 })).toBe('Too many attempts. Please wait before requesting another email.');
    expect(resendFailureMessage({ status: 400, body: { message: 'Already verified' } })).toBe('Already verified');
    expect(resendFailureMessage({})).toBe('Failed to resend verification email.');
  });
});

describe('resetPasswordFailureMessage', () => {
  it('a 400 shows the server message or the invalid-link text', () => {
    expect(resetPasswordFailureMessage({ status: 400, body: { message: 'Link expired' } })).toBe('Link expired');
    expect(resetPasswordFailureMessage({ status: 400 })).toBe('Invalid or expired reset link');
  });

  it('anything else shows the generic text', () => {
    expect(resetPasswordFailureMessage({ status: 500, body: { message: 'boom' } })).toBe('Something went wrong. Please try again.');
  });
});

describe('verify email texts', () => {
  it('failure: the server message or the fallback', () => {
    expect(verifyEmailFailureMessage({ body: { message: 'Link used' } })).toBe('Link used');
    expect(verifyEmailFailureMessage({})).toBe(
      'Failed to verify email. The link may be invalid or expired. Please request a new verification link.',
    );
  });

  it('success names the user', () => {
    expect(verifyEmailSuccessMessage('anna')).toBe('Email verified successfully! Welcome, anna! You will be redirected to login shortly.');
  });
});
