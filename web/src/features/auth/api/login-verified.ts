import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/login-verified: the sign-in right after verification. It works only for the
 * browser that registered (an httpOnly cookie the same-origin fetch sends along).
 */
export function loginVerified(body: { email: string; remember: boolean }) {
  return api(routes.loginVerified, { body });
}
