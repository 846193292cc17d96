import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { MessageResponse } from '../../../shared/routes/auth';
import type { UseOutcome } from '../../repositories/tokens';
import type { AuthDeps } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { issueMailedToken, usableToken } from './mailed-tokens';
import { countAgainst, failedLoginKey, RATE_RULES } from './rate-rules';

const VERIFY = { invalid: AUTH_MESSAGES.verifyLinkInvalid, expired: AUTH_MESSAGES.verifyLinkExpired, superseded: AUTH_MESSAGES.verifyLinkSuperseded };
const RESET = { invalid: AUTH_MESSAGES.resetLinkInvalid, expired: AUTH_MESSAGES.resetLinkExpired, superseded: AUTH_MESSAGES.resetLinkSuperseded };

/** A token that could not be used (raced, superseded, its user gone) is a 400 that says why. */
function refuseUnless(outcome: UseOutcome, messages: { invalid: string; superseded: string }): void {
  if (outcome === 'superseded') throw new AppError('INVALID_TOKEN', messages.superseded);
  if (outcome !== 'used') throw new AppError('INVALID_TOKEN', messages.invalid);
}

/** The emailed links: asking for them (resend, forgot password) and following them (verify, reset). */
export function createEmailLinks(deps: AuthDeps) {
  return {
    /** Sends a new verification link (the older ones stop working); 3 per 5 minutes per address. */
    async resendVerification(email: string, client: string): Promise<MessageResponse> {
      await countAgainst(deps, [
        { key: `resend:email:${email}`, rule: RATE_RULES.resendPerEmail },
        { key: `resend:client:${client}`, rule: RATE_RULES.resendPerClient },
      ], AUTH_MESSAGES.tooManyResends);
      const user = await deps.users.findByEmail(email);
      if (!user) throw new AppError('NOT_FOUND', AUTH_MESSAGES.noAccount);
      if (user.emailVerified) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.alreadyVerified);
      await issueMailedToken(deps, user, 'verify-email');
      return { success: true, message: AUTH_MESSAGES.verificationSent };
    },

    /**
     * Sends a reset link when the address has an account, and answers exactly alike when it has
     * not, so the form tells nobody which addresses are customers.
     */
    async forgotPassword(email: string, client: string): Promise<MessageResponse> {
      await countAgainst(deps, [
        { key: `forgot:email:${email}`, rule: RATE_RULES.forgotPerEmail },
        { key: `forgot:client:${client}`, rule: RATE_RULES.forgotPerClient },
      ], AUTH_MESSAGES.tooManyResets);
      const user = await deps.users.findByEmail(email);
      if (user) await issueMailedToken(deps, user, 'reset-password');
      return { success: true, message: AUTH_MESSAGES.resetRequested };
    },

    /** Follows a verification link: marks the address verified, once, and queues the welcome email. */
    async verifyEmail(secret: string): Promise<{ success: true; username: string }> {
      const token = await usableToken(deps, secret, 'verify-email', VERIFY);
      const user = await deps.users.get(token.userId);
      if (!user) throw new AppError('INVALID_TOKEN', VERIFY.invalid);
      const welcome = { id: randomUUID(), template: 'welcome' as const, to: user.email, username: user.username };
      refuseUnless(await deps.tokens.useVerification(token, welcome, deps.now()), VERIFY);
      return { success: true, username: user.username };
    },

    /** Follows a reset link: sets the new password, once, and lifts a failed-login lock. */
    async resetPassword(secret: string, password: string): Promise<MessageResponse> {
      const token = await usableToken(deps, secret, 'reset-password', RESET);
      const passwordHash = await deps.passwords.hash(password);
      const now = deps.now();
      refuseUnless(await deps.tokens.useReset(token, passwordHash, now), RESET);
      await deps.rates.clear(failedLoginKey(token.userId, ''), RATE_RULES.failedLogin.windowSeconds, now);
      return { success: true, message: AUTH_MESSAGES.passwordReset };
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
