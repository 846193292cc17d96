import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** POST /api/auth/register: creates an unverified account and mails the verification link. */
export function register(body: { username: string; email: string; password: string }) {
  return api(routes.register, { body });
}
