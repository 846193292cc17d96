import { authRoutes } from '../../shared/routes/auth';
import { defineHandler } from '../commons/define-handler';
import { createEmailLinks } from '../services/auth/email-links';
import { liveAuthDeps } from '../services/auth/live-auth-deps';

const links = createEmailLinks(liveAuthDeps());

export const handler = defineHandler(authRoutes.resetPassword, ({ params, input }) => links.resetPassword(params.token, input.password));
