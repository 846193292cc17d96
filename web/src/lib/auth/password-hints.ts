import { PASSWORD_MIN_LENGTH } from '@shared/auth/password-rules';

/** A live hint under a password field; `ok` picks the colour. */
export interface PasswordHint {
  text: string;
  ok: boolean;
}

function lengthHint(password: string | null | undefined, good: string, short: string): PasswordHint | null {
  const value = password ?? '';
  if (!value) return null;
  return value.length >= PASSWORD_MIN_LENGTH ? { text: good, ok: true } : { text: short, ok: false };
}

/** The register view's hint: 'Too short' under 6 characters, else 'Good'; none while empty. */
export function registerPasswordHint(password: string | null | undefined): PasswordHint | null {
  return lengthHint(password, 'Good', 'Too short');
}

/** The reset page's hint: 'Password too short' under 6 characters, else 'Password strength: Good'; none while empty. */
export function resetPasswordHint(password: string | null | undefined): PasswordHint | null {
  return lengthHint(password, 'Password strength: Good', 'Password too short');
}

/** The match hint: 'Passwords match' or 'Passwords do not match'; none while the confirmation is empty. */
export function passwordMatchHint(password: string | null | undefined, confirmation: string | null | undefined): PasswordHint | null {
  if (!confirmation) return null;
  return confirmation === (password ?? '') ? { text: 'Passwords match', ok: true } : { text: 'Passwords do not match', ok: false };
}
