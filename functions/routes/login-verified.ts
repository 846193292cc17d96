import { authRoutes } from '@shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { env } from '../commons/env';
import { reply } from '../commons/http';
import { signSession } from '../commons/session';
import { useLoginBinding } from '../repositories/tokens';
import { findUserByEmail } from '../repositories/users';
import { createLoginVerified } from '../services/auth/accounts';
import { BINDING_COOKIE } from '../services/auth/login-binding';

const loginVerified = createLoginVerified({
  users: { findByEmail: findUserByEmail },
  tokens: { useLoginBinding },
  signSession,
  siteUrl: () => env.siteUrl,
  now: () => new Date(),
});

export const handler = defineHandler(authRoutes.loginVerified, async ({ input, cookies: sent }) => {
  const { body, cookies } = await loginVerified(input, sent[BINDING_COOKIE]);
  return reply(body, { cookies });
});
