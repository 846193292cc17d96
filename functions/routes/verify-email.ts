import { authRoutes } from '@shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { findSupersededToken, findToken, useVerificationToken } from '../repositories/tokens';
import { getUser } from '../repositories/users';
import { createVerifyEmail } from '../services/auth/email-links';

const verifyEmail = createVerifyEmail({
  users: { get: getUser },
  tokens: { find: findToken, findSuperseded: findSupersededToken, useVerification: useVerificationToken },
  now: () => new Date(),
});

export const handler = defineHandler(authRoutes.verifyEmail, ({ params }) => verifyEmail(params.token));
