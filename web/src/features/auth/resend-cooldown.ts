/** Seconds before another verification email may be asked for after one was sent (spec 01 §4). */
const RESEND_COOLDOWN_SECONDS = 60;

/** Seconds to wait after the server answered 429 (spec 01 §4). */
const RESEND_RATE_LIMITED_COOLDOWN_SECONDS = 300;

/** The cooldown after a resend: 60 s when sent, 300 s after a 429, none after another failure. */
export function resendCooldownSeconds(outcome: 'sent' | 'rate-limited' | 'failed'): number {
  if (outcome === 'sent') return RESEND_COOLDOWN_SECONDS;
  if (outcome === 'rate-limited') return RESEND_RATE_LIMITED_COOLDOWN_SECONDS;
  return 0;
}

/** Whole seconds left until a cooldown ends (rounded up; 0 once over). */
export function cooldownSecondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** The resend button's label: 'Resend in {n}s' during a cooldown, else 'Resend Email'. */
export function resendButtonLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend Email';
}
