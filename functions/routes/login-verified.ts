import { authRoutes } from '../../shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { createAccounts } from '../services/auth/accounts';
import { liveAuthDeps } from '../services/auth/live-auth-deps';
import { BINDING_COOKIE } from '../services/auth/login-binding';

const accounts = createAccounts(liveAuthDeps());

export const handler = defineHandler(authRoutes.loginVerified, async ({ input, cookies: sent }) => {
  const { body, cookies } = await accounts.loginVerified(input, sent[BINDING_COOKIE]);
  return reply(body, { cookies });
});
