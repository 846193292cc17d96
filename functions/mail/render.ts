import type { MailTemplateName, RenderedMail } from './mail-types';
import { renderMail } from './templates/layout';
import { resetPasswordContent } from './templates/reset-password';
import { verifyEmailContent } from './templates/verify-email';
import { welcomeContent } from './templates/welcome';

const CONTENT = {
  'verify-email': verifyEmailContent,
  'reset-password': resetPasswordContent,
  welcome: welcomeContent,
} satisfies Record<MailTemplateName, (data: { username: string; link: string }) => unknown>;

/** Renders a template by name with the recipient's name and the link it carries. */
export function renderTemplate(template: MailTemplateName, data: { username: string; link: string }): RenderedMail {
  return renderMail(CONTENT[template](data));
}
