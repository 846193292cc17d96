import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@shared/newsletter/newsletter-unsubscribe';
import { unsubscribeNewsletter } from '@shared/routes/endpoints';
import { UnsubscribeLinkPage } from './unsubscribe-link-page';

/** /newsletter/unsubscribe#token=… (the link in every newsletter email): takes the reader off the newsletter. */
export function NewsletterUnsubscribePage() {
  return (
    <UnsubscribeLinkPage
      page="newsletter-unsubscribe"
      route={unsubscribeNewsletter}
      title="The Maison letter"
      working="Unsubscribing you…"
      invalid={NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid}
    />
  );
}
