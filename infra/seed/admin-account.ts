import { AppError } from '@shared/errors';
import { usernameError } from '@shared/auth/username-rules';
import { hashPassword } from '../../functions/commons/passwords';
import { createUser, findUserByEmail } from '../../functions/repositories/users';

/** A username from the address's local part (`admin@…` → `admin`), within the username rule. */
export function adminUsername(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 24);
  return usernameError(local) ? 'admin' : local;
}

/**
 * Creates the verified admin account unless the address already has an account (which is then
 * left as it is: its password may have been changed). Answers whether it created one.
 */
export async function ensureAdminAccount(email: string, password: string): Promise<boolean> {
  if (await findUserByEmail(email)) return false;
  const passwordHash = await hashPassword(password);
  const base = adminUsername(email);
  // A customer may already use the name: then `admin-2`, `admin-3`…
  for (const username of [base, ...[2, 3, 4, 5].map((i) => `${base}-${i}`)]) {
    try {
      await createUser({ username, email, passwordHash, role: 'admin', emailVerified: true });
      return true;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      // Another start created the same account meanwhile: done.
      if ((error.details.fieldErrors as Record<string, string> | undefined)?.email) return false;
    }
  }
  throw new Error(`No free username for the admin account ${email}`);
}
