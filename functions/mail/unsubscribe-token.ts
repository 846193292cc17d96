import { createHmac, hkdf, timingSafeEqual } from 'node:crypto';

/**
 * The token of an alert email's one-click unsubscribe link: the customer's id and an expiry,
 * signed with HMAC-SHA256 under a key derived (HKDF) from the session signing secret, so it
 * works without signing in, cannot be forged or stretched, and dies with a withdrawn key.
 * `<base64url {"u":id,"e":epoch s}>.<base64url mac>`.
 */
const INFO = 'maison/alerts-unsubscribe/v1';

export function deriveUnsubscribeKey(secret: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    hkdf('sha256', secret, 'maison', INFO, 32, (error, key) => (error ? reject(error) : resolve(Buffer.from(key))));
  });
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** Signs a token for `userId` that works until `expiresAt`. */
export function signUnsubscribeToken(key: Buffer, userId: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export type UnsubscribeCheck = { userId: string } | 'expired' | undefined;

/** The customer a token names, 'expired' past its expiry, or undefined when this key did not sign it. */
export function readUnsubscribeToken(key: Buffer, token: string, now = new Date()): UnsubscribeCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  let claims: { u?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown };
  } catch {
    return undefined;
  }
  if (typeof claims.u !== 'string' || !claims.u || typeof claims.e !== 'number') return undefined;
  return claims.e * 1000 <= now.getTime() ? 'expired' : { userId: claims.u };
}
