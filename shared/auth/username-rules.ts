/** The shortest username accepted. */
export const USERNAME_MIN_LENGTH = 3;

/** The longest username accepted. */
export const USERNAME_MAX_LENGTH = 30;

/** Usernames are letters, digits, dots, underscores and hyphens (no spaces, no '@', so they never look like an email). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The username messages. */
export const USERNAME_MESSAGES = {
  required: 'Username is required',
  length: 'Username must be 3-30 characters long',
  characters: 'Username may contain only letters, digits, dots, underscores and hyphens',
} as const;

/** The error for a username (trimmed first), or null. */
export function usernameError(username: string | null | undefined): string | null {
  const value = (username ?? '').trim();
  if (value === '') return USERNAME_MESSAGES.required;
  if (value.length < USERNAME_MIN_LENGTH || value.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.length;
  if (!USERNAME_PATTERN.test(value)) return USERNAME_MESSAGES.characters;
  return null;
}
