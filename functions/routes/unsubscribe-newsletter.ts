import { AppError } from '@shared/errors';
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@shared/newsletter/newsletter-unsubscribe';
import { newsletterRoutes } from '@shared/routes/newsletter';
import { defineHandler } from '../commons/define-handler';
import { readNewsletterUnsubscribeLink } from '../mail/unsubscribe-link';
import { spendLink } from '../repositories/spent-links';
import { findSubscriberById, removeSubscriber } from '../repositories/subscribers';

const MAX_TOKEN_LENGTH = 500;

/**
 * A newsletter email's unsubscribe, as the alerts' one works: the page posts its token in a form
 * body (`token=…`), a mail client's one-click posts `List-Unsubscribe=One-Click` to the address
 * the email named, token in the query. A token that works once is marked used before anything is
 * removed; used again, it changes nothing. A subscriber already gone is told they are unsubscribed.
 */
export const handler = defineHandler(newsletterRoutes.unsubscribeNewsletter, async ({ query, rawBody }) => {
  const posted = new URLSearchParams(rawBody).get('token');
  const token = posted ?? query.token;
  if (!token || token.length > MAX_TOKEN_LENGTH) throw new AppError('INVALID_TOKEN', NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
  const link = await readNewsletterUnsubscribeLink(token, posted ? 'body' : 'address');
  if (link.once && !(await spendLink(token, link.once.expiresAt))) {
    return { success: true as const, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkUsed };
  }
  const subscriber = await findSubscriberById(link.subscriberId);
  if (subscriber) await removeSubscriber(subscriber.email);
  return { success: true as const, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed };
});
