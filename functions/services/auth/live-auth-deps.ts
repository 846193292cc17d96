import { env } from '../../commons/env';
import { hashPassword, verifyPassword } from '../../commons/passwords';
import { signSession } from '../../commons/session';
import { outboxSealKey } from '../../mail/outbox-seal-key';
import { seal } from '../../mail/seal';
import { clearRate, hitRate, readRate } from '../../repositories/rate-limits';
import { findToken, issueToken, useLoginBinding, useResetToken, useVerificationToken } from '../../repositories/tokens';
import { createUser, findUserByEmail, findUserByLogin, getUser } from '../../repositories/users';
import type { AuthDeps } from './auth-deps';

/** The auth service's dependencies in a deployed (or local-cloud) function. */
export function liveAuthDeps(): AuthDeps {
  return {
    users: { create: createUser, get: getUser, findByEmail: findUserByEmail, findByLogin: findUserByLogin },
    tokens: {
      issue: issueToken,
      find: findToken,
      useVerification: useVerificationToken,
      useReset: useResetToken,
      useLoginBinding,
    },
    rates: { hit: hitRate, read: readRate, clear: clearRate },
    passwords: { hash: hashPassword, verify: verifyPassword },
    signSession,
    seal: async (plain, context) => seal(await outboxSealKey(), plain, context),
    siteUrl: () => env.siteUrl,
    now: () => new Date(),
  };
}
