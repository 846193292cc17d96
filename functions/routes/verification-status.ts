import { authRoutes } from '../../shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { createAccounts } from '../services/auth/accounts';
import { clientAddress } from '../services/auth/client-address';
import { liveAuthDeps } from '../services/auth/live-auth-deps';

const accounts = createAccounts(liveAuthDeps());

// Polled every few seconds: never cached, anywhere.
export const handler = defineHandler(authRoutes.verificationStatus, async ({ params, event, cookies }) =>
  reply(await accounts.verificationStatus(params.email, { address: clientAddress(event), cookies }), { headers: { 'cache-control': 'no-store' } }));
