import { authRoutes } from '@shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { hitRate } from '../repositories/rate-limits';
import { findToken } from '../repositories/tokens';
import { findUserByEmail } from '../repositories/users';
import { createVerificationStatus } from '../services/auth/accounts';
import { clientAddress } from '../services/auth/client-address';

const verificationStatus = createVerificationStatus({
  users: { findByEmail: findUserByEmail },
  tokens: { find: findToken },
  rates: { hit: hitRate },
  now: () => new Date(),
});

// Polled every few seconds: never cached, anywhere.
export const handler = defineHandler(authRoutes.verificationStatus, async ({ params, event, cookies }) =>
  reply(await verificationStatus(params.email, { address: clientAddress(event), cookies }), { headers: { 'cache-control': 'no-store' } }),
);
