import { type MailContent, SHOP_NAME } from './layout';

/** The verification email: sent on registration and on "resend"; the link works for 24 hours. */
export function verifyEmailContent({ username, link }: { username: string; link: string }): MailContent {
  return {
    subject: `Verify your email address for ${SHOP_NAME}`,
    preheader: 'One click to confirm your email address and start shopping.',
    heading: `Welcome, ${username}`,
    paragraphs: [
      `Thank you for creating an account at ${SHOP_NAME}.`,
      'Please confirm that this is your email address with the link below.',
    ],
    button: { label: 'Verify my email', url: link },
    note: 'This link expires in 24 hours and can be used once. If you did not create an account, you can ignore this email.',
    reason: `You received this email because this address was used to register at ${SHOP_NAME}.`,
  };
}
