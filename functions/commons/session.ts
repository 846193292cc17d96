import { SignJWT } from 'jose';
import type { SessionUser } from '@shared/types';
import { jwtKeys } from './secrets';

/** "Remember me" keeps a customer signed in for 30 days; otherwise the session lasts 12 hours. */
export { SESSION_LIFETIME_SECONDS as SESSION_SECONDS } from '@shared/auth/session-lifetime';

/** The `iss` of every session token. */
export const SESSION_ISSUER = 'maison';

/** A session secret as an HS256 key. */
export const hs256Key = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** The HS256 key that signs sessions: always the current one (session-check.ts also accepts the previous). */
async function sessionKey(): Promise<Uint8Array> {
  return hs256Key((await jwtKeys().keyring()).current);
}

/**
 * Signs a session token (HS256) for a user. `sv` is the account's session version: a password
 * reset or a role change moves it on, and every token signed before stops working. Checking a
 * token is session-check.ts, which only signed-in routes import.
 */
export async function signSession(user: SessionUser & { sessionVersion?: number }, seconds: number, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: user.role, username: user.username, email: user.email, sv: user.sessionVersion ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(SESSION_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .sign(await sessionKey());
}
