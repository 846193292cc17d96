import { env } from '../../commons/env';
import { hashPassword, needsRehash, verifyPassword } from '../../commons/passwords';
import { jwtKeys } from '../../commons/secrets';
import { signSession } from '../../commons/session';
import { sealForOutbox } from '../../mail/outbox-seal-key';
import { putLinkRequest } from '../../repositories/link-requests';
import { queueMail } from '../../repositories/outbox';
import { claimThrottled, claimWithinBudget, clearRate, forgetThrottle, hitRate, readRate } from '../../repositories/rate-limits';
import { findSupersededToken, findToken, issueToken, useLoginBinding, useResetToken, useVerificationToken } from '../../repositories/tokens';
import { createUser, findUserByEmail, findUserByLogin, getUser, upgradePasswordHash } from '../../repositories/users';
import type { AuthDeps } from './auth-deps';

/** The auth service's dependencies in a deployed (or local-cloud) function. */
export function liveAuthDeps(): AuthDeps {
  return {
    users: {
      create: createUser, get: getUser, findByEmail: findUserByEmail, findByLogin: findUserByLogin,
      upgradeHash: (id, previous, next) => upgradePasswordHash(id, previous, next),
    },
    tokens: {
      issue: issueToken,
      find: findToken,
      findSuperseded: findSupersededToken,
      useVerification: useVerificationToken,
      useReset: useResetToken,
      useLoginBinding,
    },
    rates: { hit: hitRate, read: readRate, clear: clearRate, claimWithinBudget, claimThrottled, forgetThrottle },
    outbox: { queue: queueMail },
    linkRequests: { put: putLinkRequest },
    passwords: { hash: hashPassword, verify: verifyPassword, needsRehash },
    signSession,
    // Device cookies are signed with the session key (a distinct message prefix keeps them apart).
    deviceKeys: () => jwtKeys().keyring(),
    seal: sealForOutbox,
    siteUrl: () => env.siteUrl,
    now: () => new Date(),
  };
}
