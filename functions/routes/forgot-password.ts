import { authRoutes } from '@shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { putLinkRequest } from '../repositories/link-requests';
import { hitRate } from '../repositories/rate-limits';
import { clientAddress } from '../services/auth/client-address';
import { createForgotPassword } from '../services/auth/email-links';

const forgotPassword = createForgotPassword({
  rates: { hit: hitRate },
  linkRequests: { put: putLinkRequest },
  now: () => new Date(),
});

export const handler = defineHandler(authRoutes.forgotPassword, ({ input, event }) => forgotPassword(input.email, clientAddress(event)));
