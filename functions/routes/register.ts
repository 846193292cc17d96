import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { createAccounts } from '../services/auth/accounts';
import { liveAuthDeps } from '../services/auth/live-auth-deps';

const accounts = createAccounts(liveAuthDeps());

export const handler = defineHandler(routes.register, async ({ input }) => {
  const { body, cookies } = await accounts.register(input);
  return reply(body, { cookies });
});
