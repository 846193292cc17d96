import { linkWithToken } from '../../shared/auth/link-token';
import { AppError } from '../../shared/errors';
import { ALERT_MESSAGES, UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_PAGE } from '../../shared/wishlist/alerts';
import { derivedPerSecret, jwtKeys, withKeys } from '../commons/secrets';
import { deriveUnsubscribeKey, readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

/** The unsubscribe key of a session secret, derived once per warm function. */
const keyOf = derivedPerSecret(deriveUnsubscribeKey);

/** A fresh unsubscribe token for a customer, under the current session secret. */
export async function unsubscribeToken(userId: string, now = new Date()): Promise<string> {
  const key = await keyOf((await jwtKeys().keyring()).current);
  return signUnsubscribeToken(key, userId, new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000));
}

/** The links an alert email carries: the page a reader opens, and the address a mail client posts to (one click). */
export async function unsubscribeLinks(siteUrl: string, userId: string, now = new Date()): Promise<{ page: string; oneClick: string }> {
  const token = await unsubscribeToken(userId, now);
  return {
    page: linkWithToken(`${siteUrl}${UNSUBSCRIBE_PAGE}`, token),
    oneClick: `${siteUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
  };
}

/** The customer an unsubscribe token names; a 400 that says why when it is forged or expired. */
export async function customerOfUnsubscribeToken(token: string, now = new Date()): Promise<string> {
  const found = await withKeys(jwtKeys(), async (secret) => readUnsubscribeToken(await keyOf(secret), token, now));
  if (found === 'expired') throw new AppError('INVALID_TOKEN', ALERT_MESSAGES.linkExpired);
  if (!found) throw new AppError('INVALID_TOKEN', ALERT_MESSAGES.linkInvalid);
  return found.userId;
}
