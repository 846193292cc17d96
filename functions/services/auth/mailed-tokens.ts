import { randomUUID } from 'node:crypto';
import { LINK_SUPERSEDED } from '@shared/auth/auth-error-messages';
import { linkWithToken } from '@shared/auth/link-token';
import { RESET_TOKEN_LIFETIME_SECONDS, VERIFICATION_TOKEN_LIFETIME_SECONDS } from '@shared/auth/session-lifetime';
import { AppError } from '@shared/errors';
import type { MailTemplateName } from '../../mail/mail-types';
import type { IssueOptions, StoredToken, TokenPurpose } from '../../repositories/tokens';
import type { AccountUser, MailedTokenDeps, UsableTokenDeps } from './auth-deps';
import { hashSecret, looksLikeSecret, newSecret } from './one-use-secret';

/** Link lifetimes (spec 01 §9): verification 24 hours, password reset 1 hour. */
const TOKEN_SECONDS = {
  'verify-email': VERIFICATION_TOKEN_LIFETIME_SECONDS,
  'reset-password': RESET_TOKEN_LIFETIME_SECONDS,
} as const;

type MailedPurpose = keyof typeof TOKEN_SECONDS;

/** The site page each link opens; the token rides in its fragment, which no server or log sees. */
const PAGE: Record<MailedPurpose, string> = { 'verify-email': '/verify-email', 'reset-password': '/reset-password' };

/**
 * Issues a verification or reset token and queues the email carrying it, in one write. The new
 * token supersedes the user's previous one of the same purpose; the link waits in the outbox
 * sealed, and only the token's hash stays in the table.
 */
export async function issueMailedToken(
  deps: MailedTokenDeps,
  user: AccountUser,
  purpose: MailedPurpose,
  claim?: IssueOptions['claim'],
): Promise<void> {
  const now = deps.now();
  const secret = newSecret();
  const mailId = randomUUID();
  const link = linkWithToken(`${deps.siteUrl()}${PAGE[purpose]}`, secret);
  await deps.tokens.issue(
    tokenRecord(secret, purpose, user, now, TOKEN_SECONDS[purpose]),
    {
      supersede: true,
      ...(claim ? { claim } : {}),
      mail: {
        id: mailId,
        template: purpose satisfies MailTemplateName,
        to: user.email,
        username: user.username,
        sealedLink: await deps.seal(link, mailId),
      },
    },
    now,
  );
}

/** A token's stored form: its hash, what it is for, whose it is and until when. */
export function tokenRecord(
  secret: string,
  purpose: TokenPurpose,
  user: Pick<AccountUser, 'id' | 'email'>,
  now: Date,
  seconds: number,
): StoredToken {
  return {
    hash: hashSecret(secret),
    purpose,
    userId: user.id,
    email: user.email,
    createdAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + seconds,
  };
}

/** The 400 for a link a newer one replaced; its `reason` lets the page offer to send another. */
export function supersededLink(message: string): AppError {
  return new AppError('INVALID_TOKEN', message, { reason: LINK_SUPERSEDED });
}

/**
 * The stored token a link carries, if it is usable: of the right purpose and not expired.
 * Otherwise a 400 with the message that says why: a link a newer one replaced says so while it
 * would still have been good and `stillDue` holds for its user (for verification, an address not
 * yet verified), and is invalid otherwise. Only the holder of a link learns anything from it.
 */
export async function usableToken(
  deps: UsableTokenDeps,
  secret: string,
  purpose: MailedPurpose,
  messages: { invalid: string; expired: string; superseded: string },
  stillDue: (userId: string) => Promise<boolean> = async () => true,
): Promise<StoredToken> {
  const hash = looksLikeSecret(secret) ? hashSecret(secret) : undefined;
  const token = hash ? await deps.tokens.find(hash) : undefined;
  const found = token ?? (hash ? await deps.tokens.findSuperseded(hash) : undefined);
  if (!found || found.purpose !== purpose) throw new AppError('INVALID_TOKEN', messages.invalid);
  if (found.expiresAt * 1000 <= deps.now().getTime()) throw new AppError('INVALID_TOKEN', messages.expired);
  if (token) return token;
  throw (await stillDue(found.userId)) ? supersededLink(messages.superseded) : new AppError('INVALID_TOKEN', messages.invalid);
}
