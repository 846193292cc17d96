import { randomUUID } from 'node:crypto';
import { AppError } from '@shared/errors';
import type { MessageResponse } from '@shared/routes/auth';
import type { LinkRequest } from '../../repositories/link-requests';
import type { UseOutcome } from '../../repositories/tokens';
import type { AnswerLinkDeps, LinkRequestDeps, ResetPasswordDeps, VerifyEmailDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { issueMailedToken, supersededLink, usableToken } from './mailed-tokens';
import { countAgainst, RATE_RULES, strangersKey } from './rate-rules';

const VERIFY = {
  invalid: AUTH_MESSAGES.verifyLinkInvalid,
  expired: AUTH_MESSAGES.verifyLinkExpired,
  superseded: AUTH_MESSAGES.verifyLinkSuperseded,
};
const RESET = {
  invalid: AUTH_MESSAGES.resetLinkInvalid,
  expired: AUTH_MESSAGES.resetLinkExpired,
  superseded: AUTH_MESSAGES.resetLinkSuperseded,
};

/** A token that could not be used (raced, superseded, its user gone) is a 400 that says why. */
function refuseUnless(outcome: UseOutcome, messages: { invalid: string; superseded: string }): void {
  if (outcome === 'superseded') throw supersededLink(messages.superseded);
  if (outcome !== 'used') throw new AppError('INVALID_TOKEN', messages.invalid);
}

/**
 * Asks for a new verification link (the older ones stop working); 3 per 5 minutes per address.
 * The answer is the same for an unknown or already verified address: the request is recorded
 * and the table stream sends the link only where one is due.
 */
export function createResendVerification(deps: LinkRequestDeps) {
  return async function resendVerification(email: string, client: string): Promise<MessageResponse> {
    await countAgainst(
      deps,
      [
        { key: `resend:email:${email}`, rule: RATE_RULES.resendPerEmail },
        { key: `resend:client:${client}`, rule: RATE_RULES.resendPerClient },
      ],
      AUTH_MESSAGES.tooManyResends,
    );
    await deps.linkRequests.put('verify-email', email, deps.now());
    return { success: true, message: AUTH_MESSAGES.verificationSent };
  };
}

/**
 * Asks for a reset link. The route only records the request, so it does the same work and
 * takes the same time for every address; the table stream sends the link when the address
 * has an account. The answer tells nobody which addresses are customers.
 */
export function createForgotPassword(deps: LinkRequestDeps) {
  return async function forgotPassword(email: string, client: string): Promise<MessageResponse> {
    await countAgainst(
      deps,
      [
        { key: `forgot:email:${email}`, rule: RATE_RULES.forgotPerEmail },
        { key: `forgot:client:${client}`, rule: RATE_RULES.forgotPerClient },
      ],
      AUTH_MESSAGES.tooManyResets,
    );
    await deps.linkRequests.put('reset-password', email, deps.now());
    return { success: true, message: AUTH_MESSAGES.resetRequested };
  };
}

/**
 * Follows a verification link: marks the address verified, once, and queues the welcome email.
 * A link a resend replaced says so while the address still waits for verification.
 */
export function createVerifyEmail(deps: VerifyEmailDeps) {
  return async function verifyEmail(secret: string): Promise<{ success: true; username: string }> {
    const unverified = async (userId: string) => (await deps.users.get(userId))?.emailVerified === false;
    const token = await usableToken(deps, secret, 'verify-email', VERIFY, unverified);
    const user = await deps.users.get(token.userId);
    if (!user) throw new AppError('INVALID_TOKEN', VERIFY.invalid);
    const welcome = { id: randomUUID(), template: 'welcome' as const, to: user.email, username: user.username };
    refuseUnless(await deps.tokens.useVerification(token, user, welcome, deps.now()), VERIFY);
    return { success: true, username: user.username };
  };
}

/**
 * Follows a reset link: sets the new password, once, ends every session signed before, queues
 * the password-changed email to the account's address in the same write, and starts the
 * account's sign-in throttle for strangers over.
 */
export function createResetPassword(deps: ResetPasswordDeps) {
  return async function resetPassword(secret: string, password: string): Promise<MessageResponse> {
    const token = await usableToken(deps, secret, 'reset-password', RESET);
    const passwordHash = await deps.passwords.hash(password);
    const changed = { id: randomUUID(), template: 'password-changed' as const, to: token.email, username: '', userId: token.userId };
    refuseUnless(await deps.tokens.useReset(token, passwordHash, changed, deps.now()), RESET);
    await deps.rates.forgetThrottle(strangersKey(`user:${token.userId}`));
    return { success: true, message: AUTH_MESSAGES.passwordReset };
  };
}

/**
 * Answers a recorded link request (the table stream calls this): a reset link when the address
 * has an account, a verification link when it has one still unverified, nothing otherwise. The
 * token's write deletes the request, so a redelivered record sends nothing twice.
 */
export async function answerLinkRequest(deps: AnswerLinkDeps, request: LinkRequest): Promise<'sent' | 'not due' | 'answered before'> {
  if (request.expiresAt * 1000 <= deps.now().getTime()) return 'not due';
  const user = await deps.users.findByEmail(request.email);
  if (!user || (request.purpose === 'verify-email' && user.emailVerified)) return 'not due';
  try {
    await issueMailedToken(deps, user, request.purpose, deps.linkRequests.claim(request.id));
    return 'sent';
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) return 'answered before';
    throw error;
  }
}
