import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { OutgoingMail, SendMail } from './mail-types';

/** A mailer over SES v2 (locally, the SES stand-in): simple content with HTML and text parts. */
export function createSesMailer(client: Pick<SESv2Client, 'send'>, from: string): SendMail {
  return async (mail: OutgoingMail) => {
    const part = (data: string) => ({ Data: data, Charset: 'UTF-8' });
    const out = await client.send(new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: part(mail.subject),
          Body: { Html: part(mail.html), Text: part(mail.text) },
        },
      },
    }));
    return out.MessageId;
  };
}
