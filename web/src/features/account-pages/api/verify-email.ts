import { isSupersededLink, verifyEmailFailureMessage } from '@shared/auth/auth-error-messages';
import * as routes from '@shared/routes/endpoints';
import { ApiError, api } from '@/lib/api-client';

/** `superseded`: a newer link was sent since this one, so the page offers to send another. */
export type VerifyOutcome = { ok: true; username: string } | { ok: false; message: string; superseded?: boolean };

// A verification link works once: the same token is sent at most once per page load, however
// often React runs the effect that asks (StrictMode runs effects twice in development).
const asked = new Map<string, Promise<VerifyOutcome>>();

/** GET /api/auth/verify-email/{token}, once per token: the username, or the message to show. */
export function verifyEmailOnce(token: string): Promise<VerifyOutcome> {
  let outcome = asked.get(token);
  if (!outcome) {
    outcome = api(routes.verifyEmail, { params: { token } }).then(
      (answer): VerifyOutcome => ({ ok: true, username: answer.username }),
      (error: unknown): VerifyOutcome => {
        const answer = error instanceof ApiError ? { status: error.status, body: error.body } : {};
        return { ok: false, message: verifyEmailFailureMessage(answer), superseded: isSupersededLink(answer.body) };
      },
    );
    asked.set(token, outcome);
  }
  return outcome;
}
