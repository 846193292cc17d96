import type { ErrorBody } from '../errors';

/** The 403 body of a sign-in refused because the address is not verified yet (spec 01 §3). */
export interface EmailVerificationRequiredBody extends ErrorBody {
  code: 'EMAIL_NOT_VERIFIED';
  emailVerificationRequired: true;
  email: string;
}

/** The message of that refusal, shown in the login view. */
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Please verify your email before logging in.';

/** Builds the body of a sign-in refused for an unverified address. */
export function emailVerificationRequiredBody(email: string): EmailVerificationRequiredBody {
  return { code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_MESSAGE, emailVerificationRequired: true, email };
}

/** True when an error body asks the client to move to the verification view. */
export function isEmailVerificationRequired(body: unknown): body is EmailVerificationRequiredBody {
  if (typeof body !== 'object' || body === null) return false;
  const { emailVerificationRequired, email } = body as Record<string, unknown>;
  return emailVerificationRequired === true && typeof email === 'string';
}
