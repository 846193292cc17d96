import { AppError } from '../../../shared/errors';
import type { AuthDeps } from './auth-deps';
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
  /** Failed sign-ins per account (or per unknown login name); the next attempt is refused. */
  failedLogin: { limit: 5, windowSeconds: 15 * 60 },
  resendPerEmail: { limit: 3, windowSeconds: 5 * 60 },
  resendPerClient: { limit: 10, windowSeconds: 5 * 60 },
  forgotPerEmail: { limit: 3, windowSeconds: 5 * 60 },
  forgotPerClient: { limit: 10, windowSeconds: 5 * 60 },
} as const satisfies Record<string, RateRule>;

/** Counts a request against each rule; over any limit it is a 429 with `message`. */
export async function countAgainst(
  deps: Pick<AuthDeps, 'rates' | 'now'>,
  checks: { key: string; rule: RateRule }[],
  message: string,
): Promise<void> {
  const now = deps.now();
  const totals = await Promise.all(checks.map(({ key, rule }) => deps.rates.hit(key, rule.windowSeconds, now)));
  if (totals.some((total, i) => total > checks[i]!.rule.limit)) throw new AppError('RATE_LIMITED', message);
}

/** The failed-login counter's key: the account when the name matches one, else the name typed. */
export function failedLoginKey(userId: string | undefined, login: string): string {
  return userId ? `login:user:${userId}` : `login:name:${login.trim().toLowerCase()}`;
}

export const tooManyLogins = () => new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyLogins);
