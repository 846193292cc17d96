import { linkWithToken } from '@shared/auth/link-token';
import { AppError } from '@shared/errors';
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
