import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: mails a reset link when the address has an account. */
export function forgotPassword(email: string) {
  return api(routes.forgotPassword, { body: { email } });
}
