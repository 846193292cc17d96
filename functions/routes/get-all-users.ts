import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listUsers } from '../repositories/users';

/** Every account, newest first, with only what the admin screen shows: never a hash, a salt or a token. */
export const handler = defineSignedInHandler(adminRoutes.getAllUsers, async () =>
  (await listUsers()).reverse().map((user) => ({
    _id: user.id,
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  })),
);
