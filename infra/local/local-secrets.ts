import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A secret generated on first start and kept in the data directory, so sessions and webhook
 * signatures stay valid across restarts (in AWS the same secrets live in Secrets Manager).
 */
export function persistentSecret(file: string, make: () => string = () => randomBytes(48).toString('base64url')): string {
  try {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  } catch {
    // Not created yet.
  }
  const secret = make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A webhook signing secret shaped like Stripe's (`whsec_…`). */
export const webhookSecretShape = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * The origin secret the local gateway sends as CloudFront would and the handlers check, derived
 * from the session key kept in the data directory: it lasts as long as that key, needs no file of
 * its own, and reveals nothing of the key (an HMAC under a label of its own).
 */
export function originSecretFrom(sessionKey: string): string {
  return createHmac('sha256', sessionKey).update('maison local origin secret').digest('base64url');
}
