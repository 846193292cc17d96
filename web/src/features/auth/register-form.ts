import type { FieldErrors } from '@shared/format/field-errors';
import { isSimpleEmail } from '@shared/auth/email-pattern';
import { confirmPasswordError, passwordError } from '@shared/auth/password-rules';
import { usernameError } from '@shared/auth/username-rules';

/** What the register view submits. */
export interface RegisterForm {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

export type RegisterField = 'username' | 'email' | 'password' | 'confirmPassword' | 'acceptedTerms';

/** The register messages besides the username and password ones (spec 01 §5). */
const REGISTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  termsRequired: 'You must agree to the Terms of Service and Privacy Policy',
} as const;

/**
 * The register check, in field order: username (required, then the server's 3–30 character rule),
 * email (required, then the simple pattern), password (required, then at least 6 characters),
 * confirmation ('Passwords do not match'), and the terms checkbox.
 */
export function validateRegister(form: Partial<RegisterForm>): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const username = usernameError(form.username);
  if (username) errors.username = username;
  const email = (form.email ?? '').trim();
  if (!email) errors.email = REGISTER_MESSAGES.emailRequired;
  else if (!isSimpleEmail(email)) errors.email = REGISTER_MESSAGES.emailInvalid;
  const password = passwordError(form.password);
  if (password) errors.password = password;
  const confirmation = confirmPasswordError(form.password, form.confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  if (form.acceptedTerms !== true) errors.acceptedTerms = REGISTER_MESSAGES.termsRequired;
  return errors;
}
