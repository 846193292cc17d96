import { AppError } from '@shared/errors';
import { alertRoutes } from '@shared/routes/alerts';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { defineHandler } from '../commons/define-handler';
import { readUnsubscribeLink } from '../mail/unsubscribe-link';
import { spendLink } from '../repositories/spent-links';
import { turnOffWishAlerts } from '../repositories/wish-alerts';

const MAX_TOKEN_LENGTH = 500;

/**
 * An alert email's unsubscribe, signed in or not: every alert of the token's customer goes off.
 * The page posts its token in a form body (`token=…`); a mail client's one-click posts
 * `List-Unsubscribe=One-Click` to the address the email named, token in the query. A token that
 * works once is marked used before any alert goes off; used again, it changes nothing.
 */
export const handler = defineHandler(alertRoutes.unsubscribeAlerts, async ({ query, rawBody }) => {
  const posted = new URLSearchParams(rawBody).get('token');
  const token = posted ?? query.token;
  if (!token || token.length > MAX_TOKEN_LENGTH) throw new AppError('INVALID_TOKEN', ALERT_MESSAGES.linkInvalid);
  const link = await readUnsubscribeLink(token, posted ? 'body' : 'address');
  if (link.once && !(await spendLink(token, link.once.expiresAt))) {
    return { success: true as const, message: ALERT_MESSAGES.linkUsed, turnedOff: 0 };
  }
  return { success: true as const, message: ALERT_MESSAGES.unsubscribed, turnedOff: await turnOffWishAlerts(link.userId) };
});
