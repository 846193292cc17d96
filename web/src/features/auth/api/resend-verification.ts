import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** POST /api/auth/resend-verification: mails a new verification link (older ones stop working). */
export function resendVerification(email: string) {
  return api(routes.resendVerification, { body: { email } });
}
