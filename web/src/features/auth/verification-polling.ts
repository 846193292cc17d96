/** The verification poll's schedule (spec 01 §4, §9). */
export const VERIFICATION_POLL = {
  maxAttempts: 20,
  firstDelayMs: 3000,
  /** Each check waits this much longer than the one before... */
  growth: 1.2,
  /** ...but never more than this. */
  maxDelayMs: 30_000,
  /** A network failure or being offline multiplies the base delay by this, capped below. */
  offlineGrowth: 1.5,
  offlineMaxBaseMs: 30_000,
  /** A 429 multiplies the base delay by this, capped below. */
  rateLimitGrowth: 2,
  rateLimitMaxBaseMs: 60_000,
} as const;

/** The poll's texts (spec 01 §4). */
export const VERIFICATION_POLL_MESSAGES = {
  connectionIssue: 'Connection issue - retrying...',
  notFound: 'User not found. Please try registering again.',
  autoLoginFailed: 'Email verified but auto-login failed. Please try logging in manually.',
  exhausted: "We haven't seen your verification yet. Check your inbox, or resend the email.",
} as const;

/** Where the poll stands: checks made so far and the base delay the next waits grow from. */
export interface PollState {
  attempts: number;
  baseDelayMs: number;
}

/** What one status check found. */
export type PollOutcome =
  | 'verified'
  | 'pending' // answered, not verified yet
  | 'offline' // the browser reports no connection
  | 'network-error' // no answer at all
  | 'rate-limited' // 429
  | 'not-found' // 404
  | 'error'; // any other failed answer: retried on the normal schedule

export type PollStopReason = 'verified' | 'not-found' | 'exhausted';

/** The next step: wait `delayMs` and check again, or stop. */
export type PollStep =
  | { kind: 'wait'; state: PollState; delayMs: number; connectionIssue: boolean }
  | { kind: 'stop'; state: PollState; reason: PollStopReason };

/** The poll before its first check: wait 3 s, then check. */
export function startVerificationPolling(): { state: PollState; delayMs: number } {
  return { state: { attempts: 0, baseDelayMs: VERIFICATION_POLL.firstDelayMs }, delayMs: VERIFICATION_POLL.firstDelayMs };
}

/** Classifies a status check from what the client saw: offline flag, HTTP status (none = no answer) and the verified flag. */
export function pollOutcomeOf(seen: { online?: boolean; status?: number; isEmailVerified?: boolean }): PollOutcome {
  if (seen.online === false) return 'offline';
  if (seen.status === undefined || seen.status === 0) return 'network-error';
  if (seen.status === 429) return 'rate-limited';
  if (seen.status === 404) return 'not-found';
  if (seen.status >= 200 && seen.status < 300) return seen.isEmailVerified ? 'verified' : 'pending';
  return 'error';
}

/**
 * The poll's state machine. After a check: verified or 404 stop; the 20th check stops the poll
 * ('exhausted'); otherwise wait and check again. A normal wait after k checks is
 * base × 1.2^k, capped at 30 s (so 3 s, 3.6 s, 4.32 s…). A network failure or being offline sets
 * base to base × 1.5 (cap 30 s) and waits that long; a 429 sets base to base × 2 (cap 60 s) and
 * waits that long. Delays are whole milliseconds.
 */
export function nextPollDelay(state: PollState, outcome: PollOutcome): PollStep {
  const attempts = state.attempts + 1;
  if (outcome === 'verified') return { kind: 'stop', state: { ...state, attempts }, reason: 'verified' };
  if (outcome === 'not-found') return { kind: 'stop', state: { ...state, attempts }, reason: 'not-found' };
  let baseDelayMs = state.baseDelayMs;
  let delayMs: number;
  const connectionIssue = outcome === 'offline' || outcome === 'network-error';
  if (connectionIssue) {
    baseDelayMs = Math.round(Math.min(baseDelayMs * VERIFICATION_POLL.offlineGrowth, VERIFICATION_POLL.offlineMaxBaseMs));
    delayMs = baseDelayMs;
  } else if (outcome === 'rate-limited') {
    baseDelayMs = Math.round(Math.min(baseDelayMs * VERIFICATION_POLL.rateLimitGrowth, VERIFICATION_POLL.rateLimitMaxBaseMs));
    delayMs = baseDelayMs;
  } else {
    delayMs = Math.round(Math.min(baseDelayMs * VERIFICATION_POLL.growth ** attempts, VERIFICATION_POLL.maxDelayMs));
  }
  const next = { attempts, baseDelayMs };
  if (attempts >= VERIFICATION_POLL.maxAttempts) return { kind: 'stop', state: next, reason: 'exhausted' };
  return { kind: 'wait', state: next, delayMs, connectionIssue };
}

/** The progress indicator's share, 0 to 1: checks made out of 20. */
export function pollProgress(attempts: number): number {
  return Math.min(1, Math.max(0, attempts / VERIFICATION_POLL.maxAttempts));
}

/** The greeting once verified: 'Email verified successfully! Welcome to {product name}!'. */
export function verifiedWelcomeMessage(productName: string): string {
  return `Email verified successfully! Welcome to ${productName}!`;
}
