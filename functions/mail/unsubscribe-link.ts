import { linkWithToken } from '@shared/auth/link-token';
import { AppError } from '@shared/errors';
import {
  NEWSLETTER_LINK_DAYS,
  NEWSLETTER_UNSUBSCRIBE_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
} from '@shared/newsletter/newsletter-unsubscribe';
import { unsubscribeNewsletter } from '@shared/routes/endpoints';
import { ALERT_MESSAGES, UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_PAGE } from '@shared/wishlist/alerts';
import { derivedPerSecret, jwtKeys, withKeys } from '../commons/secrets';
import {
  deriveUnsubscribeKey,
  readUnsubscribeToken,
  signUnsubscribeToken,
  type UnsubscribeClaims,
  type UnsubscribeKind,
} from './unsubscribe-token';

/** The unsubscribe key of a session secret, derived once per warm function. */
const keyOf = derivedPerSecret(deriveUnsubscribeKey);

/** The address RFC 8058's one-click POST goes to, and the page posts to. */
const UNSUBSCRIBE_API = '/api/alerts/unsubscribe';
const NEWSLETTER_UNSUBSCRIBE_API = unsubscribeNewsletter.path;

/** A fresh unsubscribe token of `kind` for a customer, under the current session secret. */
async function unsubscribeToken(userId: string, kind: UnsubscribeKind, now: Date): Promise<string> {
  const key = await keyOf((await jwtKeys().keyring()).current);
  return signUnsubscribeToken(key, userId, new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000), kind);
}

/**
 * The links an alert email carries. The page a reader opens has its token in the fragment, which
 * no request carries: the page posts it in the body. The address a mail client posts to in one
 * click (List-Unsubscribe) must name the customer itself, as RFC 8058's body is always
 * `List-Unsubscribe=One-Click`, so its token rides in the query, which CloudFront's logs keep:
 * that token works once, and the address a log holds is one that was already used. (A short-lived
 * token would break the button on a mail read a week later; an opaque id would act as the token.)
 */
export async function unsubscribeLinks(siteUrl: string, userId: string, now = new Date()): Promise<{ page: string; oneClick: string }> {
  const [page, oneClick] = await Promise.all([unsubscribeToken(userId, 'page', now), unsubscribeToken(userId, 'one-click', now)]);
  return {
    page: linkWithToken(`${siteUrl}${UNSUBSCRIBE_PAGE}`, page),
    oneClick: `${siteUrl}${UNSUBSCRIBE_API}?token=${encodeURIComponent(oneClick)}`,
  };
}

/**
 * What an unsubscribe token sent in a request body or in the address allows: its customer, and
 * whether it works once (its expiry, to keep the mark until then). A page token is refused in an
 * address: it is never put in one, and is not to be used from one. A 400 that says why.
 */
export async function readUnsubscribeLink(
  token: string,
  sentIn: 'body' | 'address',
  now = new Date(),
): Promise<{ userId: string; once?: { expiresAt: number } }> {
  const found = await withKeys(jwtKeys(), async (secret) => readUnsubscribeToken(await keyOf(secret), token, now));
  if (found === 'expired') throw new AppError('INVALID_TOKEN', ALERT_MESSAGES.linkExpired);
  if (!found || (found.kind === 'page' && sentIn === 'address')) throw new AppError('INVALID_TOKEN', ALERT_MESSAGES.linkInvalid);
  return { userId: found.userId, ...(worksOnce(found) ? { once: { expiresAt: found.expiresAt } } : {}) };
}

const worksOnce = (claims: UnsubscribeClaims) => claims.kind !== 'page';

/** The newsletter's unsubscribe key of a session secret: a key of its own, so no alert token leaves the newsletter, nor the reverse. */
const newsletterKeyOf = derivedPerSecret((secret) => deriveUnsubscribeKey(secret, 'newsletter'));

/** The links a newsletter email carries, as `unsubscribeLinks` gives an alert's, naming the subscriber by id (never by address). */
export async function newsletterUnsubscribeLinks(
  siteUrl: string,
  subscriberId: string,
  now = new Date(),
): Promise<{ page: string; oneClick: string }> {
  const key = await newsletterKeyOf((await jwtKeys().keyring()).current);
  const expiresAt = new Date(now.getTime() + NEWSLETTER_LINK_DAYS * 86_400_000);
  return {
    page: linkWithToken(`${siteUrl}${NEWSLETTER_UNSUBSCRIBE_PAGE}`, signUnsubscribeToken(key, subscriberId, expiresAt, 'page')),
    oneClick: `${siteUrl}${NEWSLETTER_UNSUBSCRIBE_API}?token=${encodeURIComponent(signUnsubscribeToken(key, subscriberId, expiresAt, 'one-click'))}`,
  };
}

/** What a newsletter unsubscribe token allows, as `readUnsubscribeLink` tells an alert's: its subscriber, and whether it works once. */
export async function readNewsletterUnsubscribeLink(
  token: string,
  sentIn: 'body' | 'address',
  now = new Date(),
): Promise<{ subscriberId: string; once?: { expiresAt: number } }> {
  const found = await withKeys(jwtKeys(), async (secret) => readUnsubscribeToken(await newsletterKeyOf(secret), token, now));
  if (found === 'expired') throw new AppError('INVALID_TOKEN', NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkExpired);
  if (!found || found.kind === 'legacy' || (found.kind === 'page' && sentIn === 'address')) {
    throw new AppError('INVALID_TOKEN', NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
  }
  return { subscriberId: found.userId, ...(worksOnce(found) ? { once: { expiresAt: found.expiresAt } } : {}) };
}
