import { routes } from '@shared/routes';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: signs in by username or email; `remember` asks for the longer session. */
export function login(body: { username: string; password: string; remember: boolean }) {
  return api(routes.login, { body });
}
