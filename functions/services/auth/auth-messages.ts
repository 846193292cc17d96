import { AUTH_ERROR_MESSAGES } from '@shared/auth/auth-error-messages';

/** What the auth routes answer, word for word where the spec gives the text. */
export const AUTH_MESSAGES = {
  registered: 'Registration successful! Please check your email to verify your account.',
  invalidCredentials: 'Invalid username or password.',
  tooManyLogins: (wait: string) => `Too many sign-in attempts. Please wait ${wait} and try again.`,
  tooManyRegistrations: 'Too many registrations from this network. Please wait an hour and try again.',
  tooManyStatusChecks: 'Too many checks. Please wait a few minutes and try again.',
  tooManyResets: AUTH_ERROR_MESSAGES.forgotRateLimited,
  tooManyResends: AUTH_ERROR_MESSAGES.resendRateLimited,
  verificationSent: 'Verification email sent! Please check your inbox.',
  resetRequested: 'If an account exists for this email address, we have sent a link to reset your password. Please check your inbox.',
  userNotFound: 'User not found',
  noAccount: AUTH_ERROR_MESSAGES.forgotNotFound,
  alreadyVerified: 'This email address is already verified. Please log in.',
  autoLoginUnavailable: 'Automatic sign-in is not available here. Please log in with your password.',
  verifyLinkInvalid: 'This verification link is invalid or has already been used. Please request a new verification email.',
  verifyLinkExpired: 'This verification link has expired. Please request a new verification email.',
  verifyLinkSuperseded: AUTH_ERROR_MESSAGES.verifySuperseded,
  resetLinkInvalid: 'This password reset link is invalid or has already been used. Please request a new password reset.',
  resetLinkExpired: 'This password reset link has expired. Please request a new password reset.',
  resetLinkSuperseded: 'This password reset link was replaced by a newer one. Please use the link in the latest email we sent.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
} as const;
