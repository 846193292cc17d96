import { isSimpleEmail } from '@shared/auth/email-pattern';

/** The forgot-password request messages (spec 01 §5). */
const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** The forgot-password email check: empty gives 'Please enter your email address', a pattern failure 'Please enter a valid email address'; null when fine. */
export function forgotPasswordEmailError(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  if (!value) return FORGOT_PASSWORD_MESSAGES.emailRequired;
  if (!isSimpleEmail(value)) return FORGOT_PASSWORD_MESSAGES.emailInvalid;
  return null;
}
