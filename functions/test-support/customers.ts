import { randomUUID } from 'node:crypto';
import type { Role, SessionUser } from '@shared/types';
import { hashPassword } from '../commons/passwords';
import { signSession } from '../commons/session';
import { createUser, sessionUserOf } from '../repositories/users';

/** A signed-in account made for a test: who it is, how to sign in, and a session token. */
export interface TestAccount extends SessionUser {
  password: string;
  token: string;
}

// One real hash per password: at today's cost a hash takes a good fraction of a second.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/**
 * Creates a verified account straight in the table (no email round trip) and mints its session
 * token with the cloud's key; needs `useLocalCloud()` first. Each call makes a fresh account.
 */
async function createTestAccount(options: { role?: Role; username?: string; password?: string } = {}): Promise<TestAccount> {
  const tag = randomUUID().slice(0, 8);
  const password = options.password ?? 'pw-test-account-secret';
  const user = await createUser({
    username: options.username ?? `${options.role ?? 'user'}_${tag}`,
    email: `${options.role ?? 'user'}-${tag}@test.maison.local`,
    passwordHash: await hashOnce(password),
    role: options.role ?? 'user',
    emailVerified: true,
  });
  const identity: SessionUser = { id: user.id, role: user.role, username: user.username, email: user.email };
  return { ...identity, password, token: await signSession(sessionUserOf(user), 3600) };
}

/** A customer (role user) for a test. */
export const createTestCustomer = (options: { username?: string; password?: string } = {}) =>
  createTestAccount({ ...options, role: 'user' });

/** An administrator for a test. */
export const createTestAdmin = () => createTestAccount({ role: 'admin' });
