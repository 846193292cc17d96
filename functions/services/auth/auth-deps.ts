import type { SessionUser } from '@shared/types';
import type { Keyring } from '../../commons/keyring';
import type { Claim, Throttle } from '../../commons/throttle';
import type { QueuedMail } from '../../mail/mail-types';
import type { LinkPurpose } from '../../repositories/link-requests';
import type { IssueOptions, StoredToken, SupersededToken, UseOutcome } from '../../repositories/tokens';
import type { NewUser, UserItem } from '../../repositories/users';

/** A stored user as the auth service reads it; `verifiedAt` is stamped when the address is verified. */
export type AccountUser = UserItem & { verifiedAt?: string };

/**
 * Everything the auth services may need from the world, passed in so they run in tests without
 * AWS (functions/test-support/in-memory-auth.ts gives all of it to the unit tests). Each route's service takes only its own part
 * (`RegisterDeps`, `LoginDeps`...), which its route file wires from the repositories it calls, so
 * a route's bundle, and so its IAM grant, holds no other route's writes.
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
    /** A mailed token (verification, reset), superseding the user's previous one, with its mail. */
    issue(token: StoredToken, options: IssueOptions, now: Date): Promise<void>;
    /** A login binding: the token alone, superseding nothing, mailed to nobody. */
    issueBinding(token: StoredToken): Promise<void>;
    find(hash: string): Promise<StoredToken | undefined>;
    /** What is left of a token a newer one replaced, until it would have expired. */
    findSuperseded(hash: string): Promise<SupersededToken | undefined>;
    useVerification(token: StoredToken, user: AccountUser, welcome: QueuedMail, now: Date): Promise<UseOutcome>;
    useReset(token: StoredToken, passwordHash: string, changed: QueuedMail, now: Date): Promise<UseOutcome>;
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
  linkRequests: {
    put(purpose: LinkPurpose, email: string, now: Date): Promise<void>;
    /** The part of a token's write that deletes the request it answers, while it exists (`IssueOptions.claim`). */
    claim(id: string): NonNullable<IssueOptions['claim']>;
  };
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

/** Some functions of some groups of the deps, and some whole members: `Part<{ users: 'get' }, 'now'>`. */
type Part<Groups extends { [G in GroupName]?: keyof AuthDeps[G] }, Members extends keyof AuthDeps = never> = {
  [G in keyof Groups & GroupName]: Pick<AuthDeps[G], Groups[G] & keyof AuthDeps[G]>;
} & Pick<AuthDeps, Members>;
type GroupName = 'users' | 'tokens' | 'rates' | 'outbox' | 'linkRequests' | 'passwords';

/** Issuing a mailed token (mailed-tokens.ts): the token with its mail, sealed for the outbox. */
export type MailedTokenDeps = Part<{ tokens: 'issue' }, 'seal' | 'siteUrl' | 'now'>;
/** Counting a request against rate rules (rate-rules.ts). */
export type RateCountDeps = Part<{ rates: 'hit' }, 'now'>;

export type RegisterDeps = MailedTokenDeps &
  RateCountDeps &
  Part<{
    users: 'create' | 'findByEmail';
    tokens: 'issueBinding';
    outbox: 'queue';
    passwords: 'hash';
  }>;
export type LoginDeps = Part<
  {
    users: 'findByLogin' | 'upgradeHash';
    tokens: 'issueBinding';
    rates: 'claimThrottled' | 'claimWithinBudget' | 'forgetThrottle';
    passwords: 'hash' | 'verify' | 'needsRehash';
  },
  'deviceKeys' | 'signSession' | 'siteUrl' | 'now'
>;
export type LoginVerifiedDeps = Part<{ users: 'findByEmail'; tokens: 'useLoginBinding' }, 'signSession' | 'siteUrl' | 'now'>;
export type VerificationStatusDeps = RateCountDeps & Part<{ users: 'findByEmail'; tokens: 'find' }>;
/** Resend verification and forgot password: count the request, record it. */
export type LinkRequestDeps = RateCountDeps & Part<{ linkRequests: 'put' }>;
/** Following an emailed link: the token it carries, or what is left of it. */
export type UsableTokenDeps = Part<{ tokens: 'find' | 'findSuperseded' }, 'now'>;
export type VerifyEmailDeps = UsableTokenDeps & Part<{ users: 'get'; tokens: 'useVerification' }>;
export type ResetPasswordDeps = UsableTokenDeps & Part<{ tokens: 'useReset'; rates: 'forgetThrottle'; passwords: 'hash' }>;
/** Answering a recorded link request (the table stream): the account, and a mailed token. */
export type AnswerLinkDeps = MailedTokenDeps & Part<{ users: 'findByEmail'; linkRequests: 'claim' }>;
