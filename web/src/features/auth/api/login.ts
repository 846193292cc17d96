import * as routes from '@shared/routes/endpoints';
import { api } from '@/lib/api-client';

/** POST /api/auth/login: signs in by username or email; `remember` asks for the longer session. */
export function login(body: { username: string; password: string; remember: boolean }) {
  return api(routes.login, { body });
}
