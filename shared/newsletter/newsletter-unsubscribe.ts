/**
 * Leaving the newsletter from its emails: the page the unsubscribe link opens and the answers of
 * the route it posts to, shared by the functions that mail the link and the page that follows it.
 */

/** The web page a newsletter email's unsubscribe link opens; its token rides in the fragment (`#token=…`). */
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe';

/** How long a newsletter email's unsubscribe link works: a letter is read, and left, long after it was sent. */
export const NEWSLETTER_LINK_DAYS = 365;

/** The texts of the unsubscribe page and the answers of its route. */
export const NEWSLETTER_UNSUBSCRIBE_MESSAGES = {
  unsubscribed: 'You are unsubscribed from the Maison letter. We will not email you offers again.',
  linkInvalid: 'This unsubscribe link is not valid.',
  linkExpired: 'This unsubscribe link has expired.',
  linkUsed: 'This unsubscribe link was already used: you are unsubscribed.',
} as const;
