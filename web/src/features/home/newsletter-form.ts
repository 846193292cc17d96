import { serverMessageOr } from '@shared/format/server-message';

/** The newsletter block's texts (spec 01 §2, §4, §8). */
export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email.',
  failed: 'Something went wrong, try again.',
  submitting: 'Subscribing...',
  successTitle: 'Subscribed Successfully!',
  successText: 'Check your inbox for exclusive offers',
} as const;

/** The newsletter email check: non-empty (after trimming) and containing '@', else 'Please enter a valid email.'; null when fine. */
export function newsletterEmailError(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  return value !== '' && value.includes('@') ? null : NEWSLETTER_MESSAGES.invalidEmail;
}

/** The newsletter failure message: the body's `error` field, then its `message`, else 'Something went wrong, try again.'. */
export function newsletterFailureMessage(body: unknown): string {
  const { error, message } = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; message?: unknown };
  return serverMessageOr(error, serverMessageOr(message, NEWSLETTER_MESSAGES.failed));
}
