import * as routes from '@shared/routes/endpoints';
import { ApiError, api } from '@/lib/api-client';

/** What one status check saw, in the shape shared/auth's pollOutcomeOf reads. */
export interface StatusSeen {
  online?: boolean;
  status?: number;
  isEmailVerified?: boolean;
}

/**
 * GET /api/auth/verification-status/{email}, never rejecting: being offline, no answer, and a
 * failed answer are all outcomes the poll reacts to.
 */
export async function checkVerificationStatus(email: string, signal?: AbortSignal): Promise<StatusSeen> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { online: false };
  try {
    const answer = await api(routes.verificationStatus, { params: { email }, signal });
    return { status: 200, isEmailVerified: answer.isEmailVerified === true };
  } catch (error) {
    return error instanceof ApiError ? { status: error.status } : {};
  }
}
