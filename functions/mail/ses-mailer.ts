import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { OutgoingMail, SendMail } from './mail-types';
import { RecipientRefused } from './recipient-refused';

/**
 * A mailer over SES v2 (locally, the SES stand-in): simple content with HTML and text parts, sent
 * with the configuration set that records bounces and complaints when there is one (in AWS).
 * A refusal that names the recipient, not the sender, becomes `RecipientRefused`.
 */
export function createSesMailer(client: Pick<SESv2Client, 'send'>, from: string, configurationSet?: string): SendMail {
  const senderDomain = domainOf(from);
  return async (mail: OutgoingMail) => {
    const part = (data: string) => ({ Data: data, Charset: 'UTF-8' });
    try {
      const out = await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: part(mail.subject),
              Body: { Html: part(mail.html), Text: part(mail.text) },
              ...(mail.headers?.length ? { Headers: mail.headers.map(({ name, value }) => ({ Name: name, Value: value })) } : {}),
            },
          },
          ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        }),
      );
      return out.MessageId;
    } catch (error) {
      if (refusesRecipient(error, senderDomain)) throw new RecipientRefused(`${(error as Error).name}: ${(error as Error).message}`);
      throw error;
    }
  };
}

/** SES v2's words for an address that is not one (the same as v1's). */
const NOT_AN_ADDRESS = /illegal address|missing final '@domain'|domain (contains|ends|starts)|local address contains/i;

/**
 * Whether SES refused the recipient rather than the shop. `MessageRejected` lists the identities
 * that failed its check: in the sandbox, an unverified recipient; but when it names the sender's
 * domain, the sender is the one not verified, which is the operator's to fix, and the mail must
 * wait for it. Throttling, a paused account, a missing configuration set: all worth a retry.
 */
export function refusesRecipient(error: unknown, senderDomain: string): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MessageRejected') return !error.message.toLowerCase().includes(senderDomain);
  if (error.name === 'BadRequestException') return NOT_AN_ADDRESS.test(error.message);
  return false;
}

/** `Maison <no-reply@Shop.Example>` → `shop.example`. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}
