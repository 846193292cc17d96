import type { FailedAnswer } from '@shared/auth/auth-error-messages';
import { ApiError } from '@/lib/api-client';

/** A rejected call as the shared message rules read it: status and body, or nothing when no answer came. */
export function failedAnswerOf(error: unknown): FailedAnswer {
  return error instanceof ApiError ? { status: error.status, body: error.body } : {};
}
