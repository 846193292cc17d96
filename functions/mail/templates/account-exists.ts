import { type MailContent, SHOP_NAME } from './layout';

/**
 * Sent instead of a second account when someone registers with an address that already has
 * one: the page answers alike either way, so only the owner learns of it.
 */
export function accountExistsContent({ username, link }: { username: string; link: string }): MailContent {
  return {
    subject: `You already have a ${SHOP_NAME} account`,
    preheader: 'Someone tried to create an account with this email address.',
    heading: 'You already have an account',
    paragraphs: [
      `Hello ${username},`,
      `Someone just tried to create a new ${SHOP_NAME} account with this email address. It already belongs to your account, so no new account was made.`,
      'If it was you, sign in with your username or this address. If you forgot your password, choose "Forgot password?" on the sign-in form.',
    ],
    button: { label: 'Sign in', url: link },
    note: 'If it was not you, you can ignore this email: nothing about your account has changed.',
    reason: `You received this email because someone tried to register with the address of your ${SHOP_NAME} account.`,
  };
}
