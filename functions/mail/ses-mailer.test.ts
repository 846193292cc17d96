import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { createSesMailer } from './ses-mailer';

describe('SES mailer', () => {
  it('sends simple content with subject, HTML and text parts', async () => {
    const sent: SendEmailCommand[] = [];
    const client = { send: async (command: SendEmailCommand) => (sent.push(command), { MessageId: 'm-1' }) };
    const send = createSesMailer(client as never, 'Maison <no-reply@shop.example>');
    expect(await send({ to: 'anna@example.com', subject: 'S', html: '<p>H</p>', text: 'T' })).toBe('m-1');
    expect(sent[0]?.input).toEqual({
      FromEmailAddress: 'Maison <no-reply@shop.example>',
      Destination: { ToAddresses: ['anna@example.com'] },
      Content: { Simple: {
        Subject: { Data: 'S', Charset: 'UTF-8' },
        Body: { Html: { Data: '<p>H</p>', Charset: 'UTF-8' }, Text: { Data: 'T', Charset: 'UTF-8' } },
      } },
    });
  });
});
