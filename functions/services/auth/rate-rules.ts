import { AppError } from '@shared/errors';
import type { Throttle } from '../../commons/throttle';
import { waitText } from '../../commons/throttle';
import type { RateCountDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * The limits, fixed windows counted in the table. Each window matches the wait its 429 message
 * names (the client also waits 300 s after a 429 on resend), so the message is never a lie.
 */
export const RATE_RULES = {
  resendPerEmail: { limit: 3, windowSeconds: 5 * 60 },
  resendPerClient: { limit: 10, windowSeconds: 5 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 5 * 60 },
  forgotPerClient: { limit: 10, windowSeconds: 5 * 60 },
  /** New accounts from one client (a household or an office shares an address). */
  registerPerClient: { limit: 20, windowSeconds: 60 * 60 },
  /** "You already have an account" emails to one address: more would let anyone mail-bomb it. */
  accountExistsPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** The verification poll: one browser polls about 20 times per registration. */
  statusPerClient: { limit: 120, windowSeconds: 5 * 60 },
  /** Sign-in attempts from one client across every account (password spraying). */
  loginPerClient: { limit: 200, windowSeconds: 15 * 60 },
  /** Sign-in attempts across the shop: a ceiling on the password-hashing work one can cause. */
  loginOverall: { limit: 3000, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Sign-in throttles: growing delays, never a lock. Both are taken before the password is checked,
 * so parallel guesses cannot slip past them.
 */
export const LOGIN_THROTTLES = {
  /** One account from one client (its device cookie, else its address): 5 tries, then waits doubling from 1 s to 15 min. */
  client: { free: 5, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60, quietSeconds: 15 * 60 },
  /** One account from browsers it never signed in on, together: 20 tries, then waits doubling to at most a minute. */
  strangers: { free: 20, firstDelaySeconds: 1, maxDelaySeconds: 60, quietSeconds: 15 * 60 },
} as const satisfies Record<string, Throttle>;

/** Counts a request against each rule; over any limit it is a 429 with `message`. */
export async function countAgainst(deps: RateCountDeps, checks: { key: string; rule: RateRule }[], message: string): Promise<void> {
  const now = deps.now();
  const totals = await Promise.all(checks.map(({ key, rule }) => deps.rates.hit(key, rule.windowSeconds, now)));
  if (totals.some((total, i) => total > checks[i]!.rule.limit)) throw new AppError('RATE_LIMITED', message);
}

/** The throttle of an account's sign-ins from browsers it never signed in on. */
export const strangersKey = (account: string) => `login:strangers:${account}`;

/** The throttle keys of a sign-in: the account (`user:<id>`, or `name:<typed>` when unknown) from a client. */
export function loginKeys(account: string, client: { device?: string; address: string }) {
  return {
    client: client.device ? `login:device:${client.device}` : `login:pair:${account}:${client.address}`,
    strangers: strangersKey(account),
  };
}

/** A refused sign-in names the wait, which grows with each refused guess. */
export const tooManyLogins = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyLogins(waitText(retryAfterSeconds)), { retryAfterSeconds });
