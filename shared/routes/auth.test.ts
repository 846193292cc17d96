import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { authRoutes } from './auth';

/** The first message per field, as the handler wrapper reports them. */
function fieldErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('auth routes', () => {
  it('validate every body with the shared auth schemas', () => {
    expect(fieldErrors(authRoutes.register.input, {})).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrors(authRoutes.login.input, { username: ' ', password: '' })).toEqual({
      username: 'Username or email is required',
      password: 'Password is required',
    });
    for (const spec of [authRoutes.forgotPassword, authRoutes.resendVerification, authRoutes.loginVerified]) {
      expect(fieldErrors(spec.input, { email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    }
    expect(fieldErrors(authRoutes.resetPassword.input, { password: 'short' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('take "remember me" on both sign-ins and normalize addresses', () => {
    expect(authRoutes.loginVerified.input.parse({ email: ' Anna@Example.COM ', remember: true })).toEqual({
      email: 'anna@example.com',
      remember: true,
    });
    expect(authRoutes.login.input.parse({ username: 'anna', password: 'x', remember: false })).toEqual({
      username: 'anna',
      password: 'x',
      remember: false,
    });
    expect(authRoutes.verificationStatus.params.parse({ email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
  });

  it('need a token in the link paths', () => {
    expect(Object.keys(fieldErrors(authRoutes.verifyEmail.params, { token: 'short' }))).toEqual(['token']);
    expect(authRoutes.resetPassword.params.parse({ token: 'a'.repeat(43) })).toEqual({ token: 'a'.repeat(43) });
  });
});
