import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password/{token}: sets the new password; the link then stops working. */
export function resetPassword(token: string, password: string) {
  return api(routes.resetPassword, { params: { token }, body: { password } });
}
