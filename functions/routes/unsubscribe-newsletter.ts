import { AppError } from '@shared/errors';
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@shared/newsletter/newsletter-unsubscribe';
import { newsletterRoutes } from '@shared/routes/newsletter';
import { defineHandler } from '../commons/define-handler';
import { readNewsletterUnsubscribeLink } from '../mail/unsubscribe-link';
import { spendLinkPart } from '../repositories/spent-links';
import { findSubscriberById, removeSubscriber, removeSubscriberSpendingLink } from '../repositories/subscribers';

const MAX_TOKEN_LENGTH = 500;

/**
 * A newsletter email's unsubscribe, as the alerts' one works: the page posts its token in a form
 * body (`token=…`), a mail client's one-click posts `List-Unsubscribe=One-Click` to the address
 * the email named, token in the query. A token that works once is marked used in the same
 * transaction that removes the subscriber, so a failure leaves neither done; used again, it
 * changes nothing. A subscriber already gone is told they are unsubscribed.
 */
export const handler = defineHandler(newsletterRoutes.unsubscribeNewsletter, async ({ query, rawBody }) => {
  const posted = new URLSearchParams(rawBody).get('token');
  const token = posted ?? query.token;
  if (!token || token.length > MAX_TOKEN_LENGTH) throw new AppError('INVALID_TOKEN', NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
  const link = await readNewsletterUnsubscribeLink(token, posted ? 'body' : 'address');
  const subscriber = await findSubscriberById(link.subscriberId);
  if (link.once) {
    if (!(await removeSubscriberSpendingLink(subscriber?.email, spendLinkPart(token, link.once.expiresAt)))) {
      return { success: true as const, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkUsed };
    }
  } else if (subscriber) await removeSubscriber(subscriber.email);
  return { success: true as const, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed };
});
