/** How long a session lasts: 30 days with "Remember me", otherwise 12 hours. */
export const SESSION_LIFETIME_SECONDS = { remembered: 30 * 24 * 3600, browser: 12 * 3600 } as const;

/** A password-reset link expires after 1 hour (spec 01 §9). */
export const RESET_TOKEN_LIFETIME_SECONDS = 3600;

/** An email-verification link expires after 24 hours (spec 01 §9). */
export const VERIFICATION_TOKEN_LIFETIME_SECONDS = 24 * 3600;

/** The session lifetime for a sign-in, in seconds. */
export function sessionLifetimeSeconds(rememberMe: boolean | undefined): number {
  return rememberMe ? SESSION_LIFETIME_SECONDS.remembered : SESSION_LIFETIME_SECONDS.browser;
}
