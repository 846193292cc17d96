import { authRoutes } from '../../shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { createAccounts } from '../services/auth/accounts';
import { clientAddress } from '../services/auth/client-address';
import { liveAuthDeps } from '../services/auth/live-auth-deps';

const accounts = createAccounts(liveAuthDeps());

export const handler = defineHandler(authRoutes.register, async ({ input, event }) => {
  const { body, cookies } = await accounts.register(input, { address: clientAddress(event) });
  return reply(body, { cookies });
});
