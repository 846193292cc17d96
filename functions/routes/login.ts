import { authRoutes } from '@shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { env } from '../commons/env';
import { reply } from '../commons/http';
import { hashPassword, needsRehash, verifyPassword } from '../commons/passwords';
import { jwtKeys } from '../commons/secrets';
import { signSession } from '../commons/session';
import { claimThrottled, claimWithinBudget, forgetThrottle } from '../repositories/rate-limits';
import { issueLoginBinding } from '../repositories/tokens';
import { findUserByLogin, upgradePasswordHash } from '../repositories/users';
import { createLogin } from '../services/auth/accounts';
import { clientAddress } from '../services/auth/client-address';

const login = createLogin({
  users: { findByLogin: findUserByLogin, upgradeHash: (id, previous, next) => upgradePasswordHash(id, previous, next) },
  tokens: { issueBinding: issueLoginBinding },
  rates: { claimThrottled, claimWithinBudget, forgetThrottle },
  passwords: { hash: hashPassword, verify: verifyPassword, needsRehash },
  signSession,
  // Device cookies are signed with the session key (a distinct message prefix keeps them apart).
  deviceKeys: () => jwtKeys().keyring(),
  siteUrl: () => env.siteUrl,
  now: () => new Date(),
});

export const handler = defineHandler(authRoutes.login, async ({ input, event, cookies: sent }) => {
  const { body, status, cookies } = await login(input, { address: clientAddress(event), cookies: sent });
  return reply(body, { status, cookies });
});
