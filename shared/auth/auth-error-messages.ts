import { serverMessageOr } from '../format/server-message';
import { EMAIL_NOT_VERIFIED_MESSAGE, isEmailVerificationRequired } from './email-verification-required';

/** The auth failure texts (spec 01 §8, spec 02 §8), word for word. */
export const AUTH_ERROR_MESSAGES = {
  loginFailed: 'Invalid credentials. Please try again.',
  registerFailed: 'Registration failed. Please try again.',
  forgotRateLimited: 'Too many password reset attempts. Please wait 5 minutes before trying again.',
  forgotNotFound: 'No account found with this email address.',
  forgotFailed: 'Failed to send reset email. Please check your email and try again.',
  forgotUnsuccessful: 'Something went wrong. Please try again.',
  resendRateLimited: 'Too many attempts. Please wait before requesting another email.',
  resendFailed: 'Failed to resend verification email.',
  resetInvalidLink: 'Invalid or expired reset link',
  resetFailed: 'Something went wrong. Please try again.',
  verifyNoToken: 'Invalid verification link: No token provided',
  verifyFailed: 'Failed to verify email. The link may be invalid or expired. Please request a new verification link.',
  verifySuperseded:
    'A newer verification link has been sent, so this one no longer works. Please use the link in the latest email, or ask for another one.',
} as const;

/** The `reason` a 400 for an emailed link carries when a newer link replaced it. */
export const LINK_SUPERSEDED = 'superseded';

/** Whether a failed answer says its link was replaced by a newer one (so a new one may be asked for). */
export function isSupersededLink(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { reason?: unknown }).reason === LINK_SUPERSEDED;
}

/** A failed answer as the client sees it: the HTTP status (none when there was no answer) and the body. */
export interface FailedAnswer {
  status?: number;
  body?: unknown;
}

function bodyMessage(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
}

/** A failed login: the unverified-email message, else the server message, else 'Invalid credentials. Please try again.'. */
export function loginFailureMessage(answer: FailedAnswer): string {
  if (isEmailVerificationRequired(answer.body)) return EMAIL_NOT_VERIFIED_MESSAGE;
  return serverMessageOr(bodyMessage(answer.body), AUTH_ERROR_MESSAGES.loginFailed);
}

/** A failed registration: the server message, else 'Registration failed. Please try again.'. */
export function registerFailureMessage(answer: FailedAnswer): string {
  return serverMessageOr(bodyMessage(answer.body), AUTH_ERROR_MESSAGES.registerFailed);
}

/** A failed reset request: 429 and 404 have fixed texts; otherwise the server message or the fallback. */
export function forgotPasswordFailureMessage(answer: FailedAnswer): string {
  if (answer.status === 429) return AUTH_ERROR_MESSAGES.forgotRateLimited;
  if (answer.status === 404) return AUTH_ERROR_MESSAGES.forgotNotFound;
  return serverMessageOr(bodyMessage(answer.body), AUTH_ERROR_MESSAGES.forgotFailed);
}

/** A failed resend: 429 has a fixed text; otherwise the server message or 'Failed to resend verification email.'. */
export function resendFailureMessage(answer: FailedAnswer): string {
  if (answer.status === 429) return AUTH_ERROR_MESSAGES.resendRateLimited;
  return serverMessageOr(bodyMessage(answer.body), AUTH_ERROR_MESSAGES.resendFailed);
}

/** A failed password reset: a 400 shows the server message or 'Invalid or expired reset link'; anything else a generic text. */
export function resetPasswordFailureMessage(answer: FailedAnswer): string {
  if (answer.status === 400) return serverMessageOr(bodyMessage(answer.body), AUTH_ERROR_MESSAGES.resetInvalidLink);
  return AUTH_ERROR_MESSAGES.resetFailed;
}

/** A failed email verification: the server message, else the "link may be invalid or expired" text. */
export function verifyEmailFailureMessage(answer: FailedAnswer): string {
  return serverMessageOr(bodyMessage(answer.body), AUTH_ERROR_MESSAGES.verifyFailed);
}

/** The verify page's success text for the returned username. */
export function verifyEmailSuccessMessage(username: string): string {
  return `Email verified successfully! Welcome, ${username}! You will be redirected to login shortly.`;
}
