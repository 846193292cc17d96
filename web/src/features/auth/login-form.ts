import type { FieldErrors } from '@shared/format/field-errors';

/** What the login view submits. */
export interface LoginForm {
  /** A username or an email address. */
  username: string;
  password: string;
  remember?: boolean;
}

/** The login messages (spec 01 §5). */
const LOGIN_MESSAGES = {
  usernameRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
} as const;

/** The login check: username (trimmed) and password required; nothing else is checked before sending. */
export function validateLogin(form: Partial<LoginForm>): FieldErrors<'username' | 'password'> {
  const errors: FieldErrors<'username' | 'password'> = {};
  if (!(form.username ?? '').trim()) errors.username = LOGIN_MESSAGES.usernameRequired;
  if (!form.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}
