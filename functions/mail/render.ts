import type { Order } from '@shared/types';
import type { AlertTemplateName, MailTemplateName, OrderTemplateName, RenderedMail } from './mail-types';
import { renderMail } from './templates/layout';
import { accountExistsContent } from './templates/account-exists';
import { orderConfirmationContent, orderRefundedContent } from './templates/order-mails';
import { orderCancelledContent, orderDeliveredContent, orderShippedContent } from './templates/order-status-mails';
import { passwordChangedContent } from './templates/password-changed';
import { resetPasswordContent } from './templates/reset-password';
import { verifyEmailContent } from './templates/verify-email';
import { welcomeContent } from './templates/welcome';

type AccountTemplateName = Exclude<MailTemplateName, OrderTemplateName | AlertTemplateName | 'newsletter-welcome'>;

const CONTENT = {
  'verify-email': verifyEmailContent,
  'reset-password': resetPasswordContent,
  'password-changed': passwordChangedContent,
  welcome: welcomeContent,
  'account-exists': accountExistsContent,
} satisfies Record<AccountTemplateName, (data: { username: string; link: string }) => unknown>;

const ORDER_CONTENT = {
  'order-confirmation': orderConfirmationContent,
  'order-refunded': orderRefundedContent,
  'order-shipped': orderShippedContent,
  'order-delivered': orderDeliveredContent,
  'order-cancelled': orderCancelledContent,
} satisfies Record<OrderTemplateName, (order: Order, link: string) => unknown>;

/** Renders an account template by name with the recipient's name and the link it carries. */
export function renderTemplate(template: AccountTemplateName, data: { username: string; link: string }): RenderedMail {
  return renderMail(CONTENT[template](data));
}

/** Renders an order template from the order and the link to it. */
export function renderOrderMail(template: OrderTemplateName, order: Order, link: string): RenderedMail {
  return renderMail(ORDER_CONTENT[template](order, link));
}
