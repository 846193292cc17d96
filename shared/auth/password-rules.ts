/** The shortest password accepted (spec 01 §5, spec 02 §5). */
export const PASSWORD_MIN_LENGTH = 6;

/** The longest password accepted, so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;

/** The password messages, word for word. */
export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 6 characters long',
  tooLong: 'Password must be at most 128 characters long',
  mismatch: 'Passwords do not match',
} as const;

/** The error for a new password, or null: required, at least 6 and at most 128 characters (spaces count). */
export function passwordError(password: string | null | undefined): string | null {
  const value = password ?? '';
  if (value === '') return PASSWORD_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** The error for a password confirmation, or null: 'Passwords do not match' unless identical. */
export function confirmPasswordError(password: string | null | undefined, confirmation: string | null | undefined): string | null {
  return (password ?? '') === (confirmation ?? '') ? null : PASSWORD_MESSAGES.mismatch;
}
