/** The simple email pattern of the client forms: text, @, text, a dot, text, with no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest email address accepted (the SMTP path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** True when the trimmed text matches the simple email pattern. */
export function isSimpleEmail(text: string | null | undefined): boolean {
  return SIMPLE_EMAIL_PATTERN.test((text ?? '').trim());
}
