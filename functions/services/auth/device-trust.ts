import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser an account has signed in on before (OWASP's "device cookie"): a successful sign-in
 * gives it a signed cookie naming the account and a random device id. Sign-ins from such a
 * browser are throttled on their own, not with the account's strangers, so guesses from
 * elsewhere can slow an account down but never keep its owner out.
 */
const DEVICE_COOKIE = 'maison_device';
const DEVICE_SECONDS = 180 * 24 * 3600;

const mac = (key: string, userId: string, device: string) =>
  createHmac('sha256', key).update(`maison-device\n${userId}\n${device}`).digest('base64url');

/** The Set-Cookie value that marks this browser as the account's device. */
export function deviceCookie(key: string, userId: string, secure: boolean, device = randomBytes(16).toString('base64url')): string {
  const value = `${userId}.${device}.${mac(key, userId, device)}`;
  return `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_SECONDS}; Path=/api/auth; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * The device id a cookie value proves for `userId`, if it is genuine and names that account.
 * `keys` are the session key and, during the grace period after a rotation, the previous one: a
 * cookie signed before the rotation still counts, and the next sign-in signs it again.
 */
export function trustedDevice(keys: readonly string[], value: string | undefined, userId: string): string | undefined {
  const [owner, device, signature, extra] = (value ?? '').split('.');
  if (extra !== undefined || owner !== userId || !device || !signature) return undefined;
  const given = Buffer.from(signature);
  const signedWith = (key: string) => {
    const expected = Buffer.from(mac(key, userId, device));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return keys.some(signedWith) ? device : undefined;
}
