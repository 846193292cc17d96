import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../shared/errors';
import { ROLES, type Role, type SessionUser } from '../../shared/types';
import { jwtSecret } from './secrets';

/** "Remember me" keeps a customer signed in for 30 days; otherwise the session lasts 12 hours. */
export { SESSION_LIFETIME_SECONDS as SESSION_SECONDS } from '../../shared/auth/session-lifetime';

const ISSUER = 'maison';

async function key(): Promise<Uint8Array> {
  return new TextEncoder().encode(await jwtSecret());
}

/** Signs a session token (HS256) for a user. */
export async function signSession(user: SessionUser, seconds: number, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: user.role, username: user.username, email: user.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .sign(await key());
}

/** Verifies a session token; an invalid or expired one is a 401 the client answers by signing in again. */
export async function verifySession(token: string): Promise<SessionUser> {
  try {
    const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, algorithms: ['HS256'] });
    const role = payload.role as Role;
    if (!payload.sub || !ROLES.includes(role)) throw new Error('claims');
    return { id: payload.sub, role, username: String(payload.username ?? ''), email: String(payload.email ?? '') };
  } catch {
    throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
  }
}

/** Reads the bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const found = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return found?.[1];
}
