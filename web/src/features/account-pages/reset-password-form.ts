import type { FieldErrors } from '@shared/format/field-errors';
import { confirmPasswordError, passwordError } from '@shared/auth/password-rules';

/** What the reset-password page submits. */
export interface ResetPasswordForm {
  password: string;
  confirmPassword: string;
}

/** The reset page's texts (spec 02 §5). */
export const RESET_PASSWORD_MESSAGES = {
  missingToken: 'Invalid reset link. Please request a new password reset.',
} as const;

/** The reset check: 'Password is required', 'Password must be at least 6 characters long', then 'Passwords do not match'. */
export function validateResetPassword(form: Partial<ResetPasswordForm>): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  const password = passwordError(form.password);
  if (password) errors.password = password;
  const confirmation = confirmPasswordError(form.password, form.confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}
