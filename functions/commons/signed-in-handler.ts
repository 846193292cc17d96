import { AppError } from '@shared/errors';
import type { ResponseOf, RouteSpec } from '@shared/route-kit';
import type { SessionUser } from '@shared/types';
import { type Handler, type Request, type SignedInAccess, wrapRoute } from './define-handler';
import type { HttpReply } from './http';
import { bearerToken, verifySession } from './session-check';

/** A route of signed-in callers with a JSON body or none; uploads are upload-handler.ts. */
type SignedInSpec = RouteSpec & { access: SignedInAccess; body?: 'none' | 'json' };

/**
 * Wraps the work of a route only signed-in callers may use: `defineHandler`'s chain plus the
 * session check, which names the caller before any body is read. Only these functions (and
 * uploads) carry the session check and its read of the account.
 */
export function defineSignedInHandler<const R extends SignedInSpec>(
  spec: R,
  run: (request: Request<R>) => Promise<ResponseOf<R> | HttpReply> | ResponseOf<R> | HttpReply,
): Handler {
  return wrapRoute(spec, run, { caller: signedInCaller });
}

/** The caller of a signed-in route: no session is a 401, another role a 403. */
export async function signedInCaller(spec: RouteSpec, authorization: string | undefined): Promise<SessionUser> {
  const token = bearerToken(authorization);
  if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const user = await verifySession(token);
  if (spec.access !== 'session' && user.role !== spec.access) {
    throw new AppError('FORBIDDEN', "You don't have permission to access this page.");
  }
  return user;
}
