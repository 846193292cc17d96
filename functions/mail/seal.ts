import { createCipheriv, createDecipheriv, hkdf, randomBytes } from 'node:crypto';

/**
 * Sealing for secrets that must wait in the table for the stream (an emailed link with its
 * one-use token): AES-256-GCM under a key derived with HKDF from the session signing secret, so
 * a table export alone reveals no usable link. `context` (the outbox item's id) is bound as
 * associated data: a seal copied onto another item does not open.
 */
const INFO = 'maison/outbox-seal/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function deriveSealKey(secret: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    hkdf('sha256', secret, 'maison', INFO, 32, (error, key) => (error ? reject(error) : resolve(Buffer.from(key))));
  });
}

/** `iv ‖ ciphertext ‖ tag`, base64url. */
export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Opens a seal; throws when it was tampered with, made under another key or for another context. */
export function open(key: Buffer, sealed: string, context: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
