import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listUsers } from '../repositories/users';

/** Every account, newest first, with only what the admin screen shows: never a hash, a salt or a token. */
export const handler = defineHandler(routes.getAllUsers, async () =>
  (await listUsers()).reverse().map((user) => ({
    _id: user.id, id: user.id, username: user.username, email: user.email,
    role: user.role, emailVerified: user.emailVerified, createdAt: user.createdAt,
  })));
