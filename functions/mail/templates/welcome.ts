import { type MailContent, SHOP_NAME } from './layout';

/** Sent once an address is verified. */
export function welcomeContent({ username, link }: { username: string; link: string }): MailContent {
  return {
    subject: `Welcome to ${SHOP_NAME}`,
    preheader: 'Your email address is verified. Your account is ready.',
    heading: `Welcome to ${SHOP_NAME}, ${username}`,
    paragraphs: [
      'Your email address is verified and your account is ready.',
      'Explore our perfumes and colognes: floral, aromatic and woody scents, with free shipping on larger orders and 100% authentic fragrances.',
    ],
    button: { label: 'Start shopping', url: link },
    reason: `You received this email because you verified your ${SHOP_NAME} account.`,
  };
}
