import type { SessionUser } from '../../../shared/types';
import type { QueuedMail } from '../../mail/mail-types';
import type { StoredToken, UseOutcome } from '../../repositories/tokens';
import type { NewUser, UserItem } from '../../repositories/users';

/** A stored user as the auth service reads it; `verifiedAt` is stamped when the address is verified. */
export type AccountUser = UserItem & { verifiedAt?: string };

/**
 * What the auth service needs from the world, passed in so it runs in tests without AWS:
 * live-auth-deps.ts wires the table, scrypt, the session signer and the seal.
 */
export interface AuthDeps {
  users: {
    create(input: NewUser): Promise<AccountUser>;
    get(id: string): Promise<AccountUser | undefined>;
    findByEmail(email: string): Promise<AccountUser | undefined>;
    /** By username or email address, in any case. */
    findByLogin(login: string): Promise<AccountUser | undefined>;
  };
  tokens: {
    issue(token: StoredToken, options: { supersede: boolean; mail?: QueuedMail }, now: Date): Promise<void>;
    find(hash: string): Promise<StoredToken | undefined>;
    useVerification(token: StoredToken, welcome: QueuedMail, now: Date): Promise<UseOutcome>;
    useReset(token: StoredToken, passwordHash: string, now: Date): Promise<UseOutcome>;
    useLoginBinding(hash: string, userId: string, now: Date): Promise<boolean>;
  };
  rates: {
    /** Counts one and answers the window's total. */
    hit(key: string, windowSeconds: number, now: Date): Promise<number>;
    read(key: string, windowSeconds: number, now: Date): Promise<number>;
    clear(key: string, windowSeconds: number, now: Date): Promise<void>;
  };
  passwords: {
    hash(password: string): Promise<string>;
    verify(password: string, stored: string): Promise<boolean>;
  };
  signSession(user: SessionUser, seconds: number, now: Date): Promise<string>;
  /** Seals an emailed link for the outbox, bound to the mail's id. */
  seal(plain: string, context: string): Promise<string>;
  /** The site's public origin, for emailed links; `https:` also makes cookies Secure. */
  siteUrl(): string;
  now(): Date;
}
