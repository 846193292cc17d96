import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost parameters: N = 2^17, r = 8, p = 1 (OWASP's current minimum for scrypt; 128 MiB
 * and about 0.4 s a hash on one core). They are stored with each hash, so hashes made with a
 * lower cost still verify and are redone at the next sign-in (`needsRehash`).
 */
const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** Enough for N = 2^17 (128 · N · r bytes) with headroom; a stored hash asking for more never verifies. */
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PASSWORD_COST);
  return ['scrypt', PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }).catch(() => undefined);
  return key !== undefined && key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with less than today's cost (it is redone after a right password). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < PASSWORD_COST.N || Number(r) < PASSWORD_COST.r || Number(p) < PASSWORD_COST.p;
}
