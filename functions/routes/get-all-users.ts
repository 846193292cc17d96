import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { readCustomerFigures } from '../repositories/stats';
import { toDollars } from '../repositories/table';
import { listUsers } from '../repositories/users';

/**
 * Every account, newest first, with only what the admin screen shows (never a hash, a salt or a
 * token) and each one's paid orders and spending, read from the stream-kept figures in one query.
 */
export const handler = defineSignedInHandler(adminRoutes.getAllUsers, async () => {
  const [users, figures] = await Promise.all([listUsers(), readCustomerFigures()]);
  return users.reverse().map((user) => {
    const own = figures.get(user.id);
    return {
      _id: user.id,
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      orderCount: Math.max(0, own?.orders ?? 0),
      totalSpent: toDollars(Math.max(0, own?.spentCents ?? 0)),
    };
  });
});
