/** The emails the shop sends, by template name. */
export const MAIL_TEMPLATES = [
  'verify-email',
  'reset-password',
  'password-changed',
  'welcome',
  'account-exists',
  'newsletter-welcome',
  'order-confirmation',
  'order-refunded',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'back-in-stock',
  'price-drop',
] as const;

/** The templates about an order: rendered from the order the mail names. */
export const ORDER_TEMPLATES = ['order-confirmation', 'order-refunded', 'order-shipped', 'order-delivered', 'order-cancelled'] as const;
export type OrderTemplateName = (typeof ORDER_TEMPLATES)[number];

/** The wishlist alerts: rendered from the product as it is when sent, to a customer whose alert is still on. */
export const ALERT_TEMPLATES = ['back-in-stock', 'price-drop'] as const;
export type AlertTemplateName = (typeof ALERT_TEMPLATES)[number];
export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

/**
 * A mail waiting in the outbox: written by a route in the same transaction as what it announces,
 * sent by the table stream. A link carrying a secret is sealed, never stored in clear.
 */
export interface QueuedMail {
  id: string;
  template: MailTemplateName;
  to: string;
  username: string;
  /** The link with its one-use token, sealed under the outbox key (see seal.ts). */
  sealedLink?: string;
  /** The order an order mail is about (read when it is sent, so it shows the order as it is). */
  orderId?: string;
  /** An alert's customer and product (their wishlist entry is checked again when it is sent). */
  userId?: string;
  productId?: string;
  /** A newsletter mail's subscriber (its unsubscribe links name them by id). */
  subscriberId?: string;
  /** A price drop's prices, in cents. */
  oldCents?: number;
  newCents?: number;
}

/** A rendered message, ready for the mailer. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** Extra message headers (an alert's List-Unsubscribe). */
  headers?: { name: string; value: string }[];
}

/** Sends one message; resolves with the provider's message id. */
export type SendMail = (mail: OutgoingMail) => Promise<string | undefined>;
