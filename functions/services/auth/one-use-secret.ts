import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a link or a cookie: 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) a secret is stored under; the secret itself is never stored. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether text has the shape of a secret we issued, so garbage never reaches the table. */
export function looksLikeSecret(text: string | undefined): text is string {
  return typeof text === 'string' && /^[A-Za-z0-9_-]{43}$/.test(text);
}
