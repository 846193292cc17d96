import { type MailContent, SHOP_NAME } from './layout';

/** Sent once when an address joins the newsletter: what it will get, and a way out in one click. */
export function newsletterWelcomeContent(links: { shop: string; unsubscribe: string }): MailContent {
  return {
    subject: `Welcome to the ${SHOP_NAME} letter`,
    preheader: 'Exclusive offers and new fragrances, now and then. Leave in one click whenever you like.',
    heading: `Welcome to the ${SHOP_NAME} letter`,
    paragraphs: [
      'Thank you for subscribing. From now on you will be the first to hear of our exclusive offers, new fragrance drops and a little scent advice.',
      'No spam: we write only when we have something worth your time, and you can leave whenever you like with the link below.',
    ],
    button: { label: 'Explore the collection', url: links.shop },
    reason: `You received this email because this address was subscribed to the ${SHOP_NAME} letter. If that was not you, unsubscribe below and we will not write again.`,
    footerLink: { label: 'Unsubscribe', url: links.unsubscribe },
  };
}
