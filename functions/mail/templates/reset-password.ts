import { type MailContent, SHOP_NAME } from './layout';

/** The password reset email; the link works for 1 hour. */
export function resetPasswordContent({ username, link }: { username: string; link: string }): MailContent {
  return {
    subject: `Reset your ${SHOP_NAME} password`,
    preheader: 'A link to choose a new password. It expires in 1 hour.',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${username},`,
      'We received a request to reset the password of your account. Use the link below to choose a new one.',
    ],
    button: { label: 'Choose a new password', url: link },
    note: 'This link expires in 1 hour and can be used once. If you did not ask for a reset, ignore this email: your password stays as it is.',
    reason: `You received this email because a password reset was requested for your ${SHOP_NAME} account.`,
  };
}
