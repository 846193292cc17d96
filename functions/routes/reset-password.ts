import { authRoutes } from '@shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { hashPassword } from '../commons/passwords';
import { forgetThrottle } from '../repositories/rate-limits';
import { findSupersededToken, findToken, useResetToken } from '../repositories/tokens';
import { createResetPassword } from '../services/auth/email-links';

const resetPassword = createResetPassword({
  tokens: { find: findToken, findSuperseded: findSupersededToken, useReset: useResetToken },
  rates: { forgetThrottle },
  passwords: { hash: hashPassword },
  now: () => new Date(),
});

export const handler = defineHandler(authRoutes.resetPassword, ({ params, input }) => resetPassword(params.token, input.password));
