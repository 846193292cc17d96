import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { RecipientRefused } from './recipient-refused';
import { createSesMailer, refusesRecipient } from './ses-mailer';

/** An error as the SES client throws it: its name is the service's error code. */
const sesError = (name: string, message: string) => Object.assign(new Error(message), { name });
const failing = (error: Error) => ({
  send: async () => {
    throw error;
  },
});
const FROM = 'Maison <no-reply@Shop.Example>';
const MAIL = { to: 'anna@example.com', subject: 'S', html: '<p>H</p>', text: 'T' };

describe('SES mailer', () => {
  it('sends simple content with subject, HTML and text parts', async () => {
    const sent: SendEmailCommand[] = [];
    const client = { send: async (command: SendEmailCommand) => (sent.push(command), { MessageId: 'm-1' }) };
    const send = createSesMailer(client as never, 'Maison <no-reply@shop.example>');
    expect(await send({ to: 'anna@example.com', subject: 'S', html: '<p>H</p>', text: 'T' })).toBe('m-1');
    expect(sent[0]?.input).toEqual({
      FromEmailAddress: 'Maison <no-reply@shop.example>',
      Destination: { ToAddresses: ['anna@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'S', Charset: 'UTF-8' },
          Body: { Html: { Data: '<p>H</p>', Charset: 'UTF-8' }, Text: { Data: 'T', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('sends with the configuration set that records bounces and complaints, when there is one', async () => {
    const sent: SendEmailCommand[] = [];
    const client = { send: async (command: SendEmailCommand) => (sent.push(command), { MessageId: 'm-2' }) };
    await createSesMailer(client as never, FROM, 'maison-mail')(MAIL);
    await createSesMailer(client as never, FROM)(MAIL);
    expect(sent[0]?.input.ConfigurationSetName).toBe('maison-mail');
    expect(sent[1]?.input).not.toHaveProperty('ConfigurationSetName');
  });

  it('tells a recipient SES refuses for good: unverified in the sandbox, or no address at all', async () => {
    const sandbox = sesError(
      'MessageRejected',
      'Email address is not verified. The following identities failed the check in region EU-WEST-1: anna@example.com',
    );
    const illegal = sesError('BadRequestException', 'Illegal address');
    for (const error of [sandbox, illegal]) {
      const refused = await createSesMailer(failing(error), FROM)(MAIL).catch((thrown: unknown) => thrown);
      expect(refused).toBeInstanceOf(RecipientRefused);
      expect((refused as RecipientRefused).reason).toBe(`${error.name}: ${error.message}`);
    }
  });

  it('leaves every other failure to be retried: an unverified sender, throttling, a paused account', async () => {
    const sender = sesError(
      'MessageRejected',
      'Email address is not verified. The following identities failed the check in region EU-WEST-1: no-reply@shop.example',
    );
    const errors = [
      sender,
      sesError('TooManyRequestsException', 'Maximum sending rate exceeded.'),
      sesError('SendingPausedException', 'Sending is paused for this account.'),
      sesError('NotFoundException', 'Configuration set maison-mail does not exist.'),
      sesError('BadRequestException', 'Invalid configuration set name'),
      new Error('socket hang up'),
    ];
    for (const error of errors) {
      await expect(createSesMailer(failing(error), FROM)(MAIL)).rejects.toBe(error);
    }
  });

  it('judges a refusal by its name and the sender it names', () => {
    expect(refusesRecipient(sesError('MessageRejected', 'identities failed the check: bob@example.org'), 'shop.example')).toBe(true);
    expect(
      refusesRecipient(sesError('MessageRejected', 'identities failed the check: Maison <no-reply@SHOP.example>'), 'shop.example'),
    ).toBe(false);
    expect(refusesRecipient(sesError('BadRequestException', "Missing final '@domain'"), 'shop.example')).toBe(true);
    expect(refusesRecipient('MessageRejected', 'shop.example')).toBe(false);
  });
});
