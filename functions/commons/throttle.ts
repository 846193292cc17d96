import { AppError } from '@shared/errors';

/**
 * Growing delays instead of locks: a throttle lets `free` attempts through at once, then each
 * further attempt only after a wait that doubles from `firstDelaySeconds` up to
 * `maxDelaySeconds`. Nobody is ever shut out for good, and guessing slows to a crawl.
 */
export interface Throttle {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** After this long without attempts the count starts over. */
  quietSeconds: number;
}

/** Taking an attempt: allowed, or how long to wait for the next one. */
export type Claim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait that the `attempt`-th attempt (1-based) imposes on the next one. */
export function delayAfter(attempt: number, throttle: Throttle): number {
  if (attempt < throttle.free) return 0;
  return Math.min(throttle.maxDelaySeconds, throttle.firstDelaySeconds * 2 ** (attempt - throttle.free));
}

/** "5 seconds", "1 minute", "15 minutes": the wait named in a refusal. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} second${Math.ceil(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A budget: at most `limit` requests per fixed window of `windowSeconds`, counted in the table
 * (repositories/rate-limits.ts `claimBudgets`). Unlike a throttle it does not grow: a refused
 * caller waits for the window to end.
 */
export interface Budget {
  limit: number;
  windowSeconds: number;
}

/** A refused request: a 429 whose message names the wait, which the answer's Retry-After carries too. */
export function tooManyRequests(message: (wait: string) => string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message(waitText(retryAfterSeconds)), { retryAfterSeconds });
}
