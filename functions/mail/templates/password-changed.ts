import { type MailContent, SHOP_NAME } from './layout';

/**
 * Sent when an account's password changes, to the account's address: a stranger who changed it
 * is found out, and the owner has a link to choose another one at once.
 */
export function passwordChangedContent({ link }: { username: string; link: string }): MailContent {
  return {
    subject: `Your ${SHOP_NAME} password was changed`,
    preheader: 'The password of your account was just changed.',
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your ${SHOP_NAME} account was just changed, and every device that was signed in has been signed out.`,
      'If it was you, there is nothing more to do.',
      'If it was not you, reset your password right away: someone else may have reached your account.',
    ],
    button: { label: 'Reset my password', url: link },
    reason: `You received this email because the password of your ${SHOP_NAME} account was changed.`,
  };
}
