import { env } from '../commons/env';
import { sesClient } from '../commons/clients';
import { log } from '../commons/logger';
import { FORGOT_PASSWORD_PATH } from '@shared/auth/forgot-password-path';
import type { Order } from '@shared/types';
import {
  ALERT_TEMPLATES,
  type AlertTemplateName,
  ORDER_TEMPLATES,
  type OrderTemplateName,
  type OutgoingMail,
  type QueuedMail,
  type RenderedMail,
  type SendMail,
} from '../mail/mail-types';
import { openFromOutbox } from '../mail/outbox-seal-key';
import { renderOrderMail, renderTemplate } from '../mail/render';
import { RecipientRefused } from '../mail/recipient-refused';
import { createSesMailer } from '../mail/ses-mailer';
import { createSendGate } from '../mail/send-gate';
import { newsletterUnsubscribeLinks, unsubscribeLinks } from '../mail/unsubscribe-link';
import { renderMail } from '../mail/templates/layout';
import { newsletterWelcomeContent } from '../mail/templates/newsletter-welcome';
import { getOrder } from '../repositories/orders';
import { getProduct } from '../repositories/products';
import { claimWithinBudget } from '../repositories/rate-limits';
import { getWishLine } from '../repositories/wish-alerts';
import { deleteQueuedMail, getQueuedMail, queuedMailOf } from '../repositories/outbox';
import type { Reaction } from './reactions';
import { type AlertComposer, createAlertComposer, listUnsubscribeHeaders } from './alert-mail';

export interface MailReactionDeps {
  /** The mail as it is now (consistent read); undefined once sent. */
  getMail(id: string): Promise<QueuedMail | undefined>;
  deleteMail(id: string): Promise<void>;
  openLink(sealed: string, mailId: string): Promise<string>;
  send: SendMail;
  siteUrl(): string;
  /** The order an order mail is about, as it is now. */
  getOrder(id: string): Promise<Order | undefined>;
  /** A wishlist alert as it should go now, or why not (events/alert-mail.ts). */
  composeAlert?: AlertComposer;
  /** A newsletter subscriber's unsubscribe page and the one-click address mail clients post to. */
  newsletterLinks?: (subscriberId: string) => Promise<{ page: string; oneClick: string }>;
  /** Waits for a turn under the shop's send rate before each send. */
  waitForSendSlot?: () => Promise<void>;
}

/** Where an account mail without a sealed link points: the forgot-password step for a changed password, else the shop. */
const plainLinkPath = (template: string) => (template === 'password-changed' ? FORGOT_PASSWORD_PATH : '/shop');

const isOrderTemplate = (template: string): template is OrderTemplateName => (ORDER_TEMPLATES as readonly string[]).includes(template);
const isAlertTemplate = (template: string): template is AlertTemplateName => (ALERT_TEMPLATES as readonly string[]).includes(template);

/**
 * Sends each mail the routes put in the outbox, then deletes it. A retried record finds the
 * mail gone and does nothing, so a mail goes out once unless the delete itself fails right after
 * sending. A mail that can never be sent (its seal does not open, or the mail service refuses its
 * recipient for good) is logged and dropped rather than holding up the stream behind its retries;
 * any other failed send throws, so the record is retried.
 */
export function createMailReaction(deps: MailReactionDeps): Reaction {
  return {
    name: 'send-queued-mail',
    wants: (change) => change.event === 'INSERT' && change.newItem?.type === 'mail',
    async run(change) {
      const queued = queuedMailOf(change.newItem);
      const mail = queued && (await deps.getMail(queued.id));
      if (!mail) return;
      let rendered: RenderedMail;
      let headers: OutgoingMail['headers'];
      if (isAlertTemplate(mail.template)) {
        const alert = deps.composeAlert
          ? await deps.composeAlert({ ...mail, template: mail.template })
          : { drop: 'alerts are not sent here' };
        if ('drop' in alert) {
          log.info('alert mail not sent', { mailId: mail.id, template: mail.template, reason: alert.drop });
          await deps.deleteMail(mail.id);
          return;
        }
        ({ rendered, headers } = alert);
      } else if (mail.template === 'newsletter-welcome') {
        if (!mail.subscriberId || !deps.newsletterLinks) {
          log.error('queued mail dropped: no subscriber to unsubscribe', { mailId: mail.id, template: mail.template });
          await deps.deleteMail(mail.id);
          return;
        }
        const links = await deps.newsletterLinks(mail.subscriberId);
        rendered = renderMail(newsletterWelcomeContent({ shop: `${deps.siteUrl()}/shop`, unsubscribe: links.page }));
        headers = listUnsubscribeHeaders(links.oneClick);
      } else if (isOrderTemplate(mail.template)) {
        const order = mail.orderId ? await deps.getOrder(mail.orderId) : undefined;
        if (!order) {
          log.error('queued mail dropped: its order is gone', { mailId: mail.id, template: mail.template, orderId: mail.orderId });
          await deps.deleteMail(mail.id);
          return;
        }
        rendered = renderOrderMail(mail.template, order, `${deps.siteUrl()}/order-confirmation/${encodeURIComponent(order.id)}`);
      } else {
        let link: string;
        try {
          link = mail.sealedLink ? await deps.openLink(mail.sealedLink, mail.id) : `${deps.siteUrl()}${plainLinkPath(mail.template)}`;
        } catch (error) {
          log.error('queued mail dropped: its link does not open', { mailId: mail.id, template: mail.template, error });
          await deps.deleteMail(mail.id);
          return;
        }
        rendered = renderTemplate(mail.template, { username: mail.username, link });
      }
      let messageId: string | undefined;
      try {
        await deps.waitForSendSlot?.();
        messageId = await deps.send({ to: mail.to, ...rendered, ...(headers ? { headers } : {}) });
      } catch (error) {
        if (!(error instanceof RecipientRefused)) throw new MailNotSent(mail, error);
        log.error('queued mail dropped: the mail service refuses its recipient', {
          mailId: mail.id,
          template: mail.template,
          reason: withoutAddresses(error.reason),
        });
        await deps.deleteMail(mail.id);
        return;
      }
      await deps.deleteMail(mail.id);
      log.info('mail sent', { mailId: mail.id, template: mail.template, messageId });
    },
  };
}

/**
 * A failed send, told without the recipient: mail services name the address in their refusals
 * (SES: "…identities failed the check…: anna@example.com"), and the stream handler logs the error.
 */
class MailNotSent extends Error {
  constructor(mail: QueuedMail, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`mail ${mail.id} (${mail.template}) not sent: ${withoutAddresses(reason)}`);
    this.name = 'MailNotSent';
  }
}

/** The text with every email address in it, plain or URL-encoded, replaced by a mark. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s"'<>(),;:[\]]+(@|%40)[^\s"'<>(),;:[\]]+/gi, '[address]');
}

let mailer: SendMail | undefined;
let gate: (() => Promise<void>) | undefined;

/** The reaction as deployed: the table's outbox, the seal key, SES at the shop's send rate. */
export const mailReaction = createMailReaction({
  getMail: getQueuedMail,
  deleteMail: deleteQueuedMail,
  openLink: openFromOutbox,
  send: (mail) => (mailer ??= createSesMailer(sesClient(), env.mailFrom, env.mailConfigurationSet))(mail),
  siteUrl: () => env.siteUrl,
  getOrder,
  newsletterLinks: (subscriberId) => newsletterUnsubscribeLinks(env.siteUrl, subscriberId),
  composeAlert: createAlertComposer({
    getProduct,
    getWishLine,
    unsubscribeLinks: (userId) => unsubscribeLinks(env.siteUrl, userId),
    siteUrl: () => env.siteUrl,
  }),
  // One counter a second for every sender together (RATE#mail-send#<second>), taken while under the rate.
  waitForSendSlot: () =>
    (gate ??= createSendGate({
      perSecond: env.mailSendRate,
      take: (perSecond, now) => claimWithinBudget('mail-send', perSecond, 1, now),
    }))(),
});
