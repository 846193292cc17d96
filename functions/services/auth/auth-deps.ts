import type { SessionUser } from '../../../shared/types';
import type { Keyring } from '../../commons/keyring';
import type { Claim, Throttle } from '../../commons/throttle';
import type { QueuedMail } from '../../mail/mail-types';
import type { LinkPurpose } from '../../repositories/link-requests';
import type { IssueOptions, StoredToken, SupersededToken, UseOutcome } from '../../repositories/tokens';
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
    /** Replaces a hash made at a lower cost, unless the password changed meanwhile. */
    upgradeHash(id: string, previousHash: string, passwordHash: string): Promise<boolean>;
  };
  tokens: {
    issue(token: StoredToken, options: IssueOptions, now: Date): Promise<void>;
    find(hash: string): Promise<StoredToken | undefined>;
    /** What is left of a token a newer one replaced, until it would have expired. */
    findSuperseded(hash: string): Promise<SupersededToken | undefined>;
    useVerification(token: StoredToken, user: AccountUser, welcome: QueuedMail, now: Date): Promise<UseOutcome>;
    useReset(token: StoredToken, passwordHash: string, now: Date): Promise<UseOutcome>;
    useLoginBinding(hash: string, userId: string, now: Date): Promise<boolean>;
  };
  rates: {
    /** Counts one and answers the window's total. */
    hit(key: string, windowSeconds: number, now: Date): Promise<number>;
    read(key: string, windowSeconds: number, now: Date): Promise<number>;
    clear(key: string, windowSeconds: number, now: Date): Promise<void>;
    /** Counts one only while under `limit`; answers whether it was counted. */
    claimWithinBudget(key: string, limit: number, windowSeconds: number, now: Date): Promise<boolean>;
    /** Takes an attempt under a throttle's growing delays. */
    claimThrottled(key: string, throttle: Throttle, now: Date): Promise<Claim>;
    forgetThrottle(key: string): Promise<void>;
  };
  /** Queues a mail on its own (mail that goes with a token is queued by `tokens.issue`). */
  outbox: { queue(mail: QueuedMail, now: Date): Promise<void> };
  /** Records a request for an emailed link; the table stream answers it (see `answerLinkRequest`). */
  linkRequests: { put(purpose: LinkPurpose, email: string, now: Date): Promise<void> };
  passwords: {
    hash(password: string): Promise<string>;
    verify(password: string, stored: string): Promise<boolean>;
    needsRehash(stored: string): boolean;
  };
  signSession(user: SessionUser & { sessionVersion: number }, seconds: number, now: Date): Promise<string>;
  /** The keys of device cookies: the current one signs; it, then the previous one (after a rotation), verify. */
  deviceKeys(): Promise<Keyring>;
  /** Seals an emailed link for the outbox, bound to the mail's id. */
  seal(plain: string, context: string): Promise<string>;
  /** The site's public origin, for emailed links; `https:` also makes cookies Secure. */
  siteUrl(): string;
  now(): Date;
}
