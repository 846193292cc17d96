import { createHmac, hkdf, timingSafeEqual } from 'node:crypto';

/**
 * The tokens of an email's unsubscribe links: the customer's id (a wishlist alert's) or the
 * subscriber's (a newsletter email's), an expiry and the link's kind, signed with HMAC-SHA256
 * under a key derived (HKDF) from the session signing secret, one key per list, so
 * they work without signing in, cannot be forged, stretched or turned into the other kind, and
 * die with a withdrawn key. `<base64url {"u":id,"e":epoch s,"k":kind}>.<base64url mac>`.
 *
 * - `page`: the page link's, in its fragment; the page posts it in a request body, so it never
 *   travels in an address a server or CDN logs, and works until it expires.
 * - `one-click`: the List-Unsubscribe address's (RFC 8058), in its query, which CloudFront's logs
 *   keep; it works once (repositories/spent-links.ts), so the address a log holds is spent.
 * - `legacy`: tokens mailed before the kinds, with no `k`; they may have been logged, so they too
 *   work once.
 */
const INFO = { alerts: 'maison/alerts-unsubscribe/v1', newsletter: 'maison/newsletter-unsubscribe/v1' } as const;

/** What a link unsubscribes from: a customer's wishlist alerts, or a subscriber's newsletter. A key signs for one list only. */
export type UnsubscribeList = keyof typeof INFO;

export type UnsubscribeKind = 'page' | 'one-click';

export function deriveUnsubscribeKey(secret: string, list: UnsubscribeList = 'alerts'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    hkdf('sha256', secret, 'maison', INFO[list], 32, (error, key) => (error ? reject(error) : resolve(Buffer.from(key))));
  });
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** Signs a token of `kind` for `userId` that works until `expiresAt`. */
export function signUnsubscribeToken(key: Buffer, userId: string, expiresAt: Date, kind: UnsubscribeKind): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, e: Math.floor(expiresAt.getTime() / 1000), k: kind })).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** A token this key signed and that has not expired: whose it is, its kind, and its expiry in epoch seconds. */
export interface UnsubscribeClaims {
  userId: string;
  kind: UnsubscribeKind | 'legacy';
  expiresAt: number;
}

export type UnsubscribeCheck = UnsubscribeClaims | 'expired' | undefined;

/** The claims of a token, 'expired' past its expiry, or undefined when this key did not sign it. */
export function readUnsubscribeToken(key: Buffer, token: string, now = new Date()): UnsubscribeCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  let claims: { u?: unknown; e?: unknown; k?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return undefined;
  }
  if (typeof claims.u !== 'string' || !claims.u || typeof claims.e !== 'number') return undefined;
  const kind = claims.k === undefined ? 'legacy' : claims.k === 'page' || claims.k === 'one-click' ? claims.k : undefined;
  if (!kind) return undefined;
  return claims.e * 1000 <= now.getTime() ? 'expired' : { userId: claims.u, kind, expiresAt: claims.e };
}
