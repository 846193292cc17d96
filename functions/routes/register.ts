import { authRoutes } from '@shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { env } from '../commons/env';
import { reply } from '../commons/http';
import { hashPassword } from '../commons/passwords';
import { sealForOutbox } from '../mail/outbox-seal-key';
import { queueMail } from '../repositories/outbox';
import { hitRate } from '../repositories/rate-limits';
import { issueLoginBinding, issueToken } from '../repositories/tokens';
import { createUser, findUserByEmail } from '../repositories/users';
import { createRegister } from '../services/auth/accounts';
import { clientAddress } from '../services/auth/client-address';

const register = createRegister({
  users: { create: createUser, findByEmail: findUserByEmail },
  tokens: { issue: issueToken, issueBinding: issueLoginBinding },
  rates: { hit: hitRate },
  outbox: { queue: queueMail },
  passwords: { hash: hashPassword },
  seal: sealForOutbox,
  siteUrl: () => env.siteUrl,
  now: () => new Date(),
});

export const handler = defineHandler(authRoutes.register, async ({ input, event }) => {
  const { body, cookies } = await register(input, { address: clientAddress(event) });
  return reply(body, { cookies });
});
