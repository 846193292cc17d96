import { type JWTPayload, jwtVerify } from 'jose';
import { AppError } from '@shared/errors';
import { ROLES, type Role, type SessionUser } from '@shared/types';
import { getSessionState } from '../repositories/users';
import { jwtKeys, withKeys } from './secrets';
import { hs256Key, SESSION_ISSUER } from './session';

const expiredSession = () => new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');

/**
 * The token's claims if `secret` signed it and it holds; `undefined` when another key signed it
 * (the next key is tried), `null` when it is no valid session whatever the key (expired, malformed).
 */
async function claimsSignedWith(token: string, secret: string): Promise<JWTPayload | null | undefined> {
  try {
    return (await jwtVerify(token, hs256Key(secret), { issuer: SESSION_ISSUER, algorithms: ['HS256'] })).payload;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' ? undefined : null;
  }
}

/**
 * Verifies a session token: the signature (the current session key, then during the grace
 * period after a rotation the previous one) and expiry, then the account as it is now. A deleted
 * account, another role or a newer session version makes it a 401 the client answers by signing
 * in again. A key that cannot be read is a server fault (500), never a signed-out customer.
 */
export async function verifySession(token: string): Promise<SessionUser> {
  const payload = await withKeys(jwtKeys(), (secret) => claimsSignedWith(token, secret));
  let user: SessionUser & { sessionVersion: number };
  try {
    if (!payload) throw new Error('signature');
    const role = payload.role as Role;
    if (!payload.sub || !ROLES.includes(role)) throw new Error('claims');
    const version = payload.sv ?? 0;
    if (!Number.isInteger(version)) throw new Error('claims');
    user = {
      id: payload.sub,
      role,
      username: String(payload.username ?? ''),
      email: String(payload.email ?? ''),
      sessionVersion: version as number,
    };
  } catch {
    throw expiredSession();
  }
  const current = await sessionStates.get(user.id);
  if (!current || current.role !== user.role || current.sessionVersion !== user.sessionVersion) throw expiredSession();
  return { id: user.id, role: user.role, username: user.username, email: user.email };
}

/**
 * Accounts' session states, kept briefly per warm function: a busy customer costs one read per
 * 10 seconds, and a revoked session stops working within 10 seconds everywhere.
 */
export const SESSION_STATE_CACHE_MS = 10_000;

type SessionState = Awaited<ReturnType<typeof getSessionState>>;

export function sessionStateCache(read: (id: string) => Promise<SessionState>, clock = () => Date.now(), maxEntries = 5000) {
  const entries = new Map<string, { at: number; state: Promise<SessionState> }>();
  return {
    get(id: string): Promise<SessionState> {
      const now = clock();
      const hit = entries.get(id);
      if (hit && now - hit.at < SESSION_STATE_CACHE_MS) return hit.state;
      if (entries.size >= maxEntries) entries.clear();
      const state = read(id);
      entries.set(id, { at: now, state });
      state.catch(() => entries.delete(id));
      return state;
    },
  };
}

let readState = (id: string) => getSessionState(id);
const sessionStates = sessionStateCache((id) => readState(id));

/** For unit tests that run handlers without a table: where accounts' session states come from. */
export function readSessionStatesFrom(read: (id: string) => Promise<SessionState>): void {
  readState = read;
}

/** Reads the bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const found = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return found?.[1];
}
