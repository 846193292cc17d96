import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from './email-pattern';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password-rules';
import { USERNAME_MAX_LENGTH, USERNAME_MESSAGES, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from './username-rules';

/** The server's messages for bodies that fail the auth schemas. */
const AUTH_SCHEMA_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be at most 254 characters long',
  loginRequired: 'Username or email is required',
  tokenRequired: 'A token is required',
} as const;

/** A username: trimmed, 3–30 letters, digits, dots, underscores or hyphens; case kept as typed. */
export const usernameSchema = z
  .string({ error: USERNAME_MESSAGES.required })
  .check(
    z.trim(),
    z.minLength(1, USERNAME_MESSAGES.required),
    z.minLength(USERNAME_MIN_LENGTH, USERNAME_MESSAGES.length),
    z.maxLength(USERNAME_MAX_LENGTH, USERNAME_MESSAGES.length),
    z.regex(USERNAME_PATTERN, USERNAME_MESSAGES.characters),
  );

/** An email address: trimmed, lower-cased, at most 254 characters and well formed. */
export const emailSchema = z
  .string({ error: AUTH_SCHEMA_MESSAGES.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, AUTH_SCHEMA_MESSAGES.emailRequired),
    z.maxLength(EMAIL_MAX_LENGTH, AUTH_SCHEMA_MESSAGES.emailTooLong),
    z.regex(z.regexes.email, AUTH_SCHEMA_MESSAGES.emailInvalid),
  );

/** A new password: 6–128 characters, not trimmed (spaces are part of it). */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .check(
    z.minLength(1, PASSWORD_MESSAGES.required),
    z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
  );

/** POST /api/auth/register: username, email, password. */
export const registerBody = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** POST /api/auth/login: a username or email, a password (only bounded here, not judged), and "Remember me" (`remember`). */
export const loginBody = z.object({
  username: z
    .string({ error: AUTH_SCHEMA_MESSAGES.loginRequired })
    .check(z.trim(), z.minLength(1, AUTH_SCHEMA_MESSAGES.loginRequired), z.maxLength(EMAIL_MAX_LENGTH, AUTH_SCHEMA_MESSAGES.loginRequired)),
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .check(z.minLength(1, PASSWORD_MESSAGES.required), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)),
  remember: z.optional(z.boolean()),
});

/** A body holding just an email: login-verified, resend-verification, forgot-password and the newsletter. */
export const emailBody = z.object({ email: emailSchema });

/** POST /api/auth/reset-password/{token}: the new password. */
export const resetPasswordBody = z.object({ password: newPasswordSchema });

/** The `{token}` path parameter of the reset and verify routes: URL-safe text of sensible length. */
export const tokenParams = z.object({
  token: z
    .string({ error: AUTH_SCHEMA_MESSAGES.tokenRequired })
    .check(
      z.minLength(16, AUTH_SCHEMA_MESSAGES.tokenRequired),
      z.maxLength(256, AUTH_SCHEMA_MESSAGES.tokenRequired),
      z.regex(/^[A-Za-z0-9_-]+$/, AUTH_SCHEMA_MESSAGES.tokenRequired),
    ),
});

/** The `{email}` path parameter of GET /api/auth/verification-status/{email}. */
export const emailParams = z.object({ email: emailSchema });
