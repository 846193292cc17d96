import { authRoutes } from '../../shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { createAccounts } from '../services/auth/accounts';
import { clientAddress } from '../services/auth/client-address';
import { liveAuthDeps } from '../services/auth/live-auth-deps';

const accounts = createAccounts(liveAuthDeps());

export const handler = defineHandler(authRoutes.login, async ({ input, event, cookies: sent }) => {
  const { body, status, cookies } = await accounts.login(input, { address: clientAddress(event), cookies: sent });
  return reply(body, { status, cookies });
});
