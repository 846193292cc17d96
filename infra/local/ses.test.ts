import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from './ports';
import { startMailbox, type LocalMailbox } from './ses';

const dir = mkdtempSync(join(tmpdir(), 'maison-mailbox-'));
const journal = join(dir, 'mailbox.jsonl');
let mailbox: LocalMailbox | undefined;
afterEach(async () => {
  await mailbox?.stop();
  mailbox = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function send(url: string, to: string) {
  const ses = new SESv2Client({ endpoint: url, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: 'shop@example.com',
      Destination: { ToAddresses: [to] },
      Content: { Simple: { Subject: { Data: `Hello ${to}` }, Body: { Text: { Data: 'Hi' } } } },
    }),
  );
  ses.destroy();
}

const sentTo = async (url: string) =>
  ((await (await fetch(`${url}/store`)).json()) as { emails: { destination: { to: string[] } }[] }).emails.map(
    (mail) => mail.destination.to[0],
  );

describe('the local mailbox', () => {
  it('keeps sent mail in its journal across a restart, and Clear empties both', async () => {
    mailbox = await startMailbox({ port: await freePort(), journal });
    await send(mailbox.url, 'a@example.com');
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(1);
    await mailbox.stop();

    // A line cut short (a power loss mid-write) is skipped; the next mail gets a line of its own.
    appendFileSync(journal, '{"messageId":"cut');
    mailbox = await startMailbox({ port: await freePort(), journal });
    expect(await sentTo(mailbox.url)).toEqual(['a@example.com']);
    await send(mailbox.url, 'b@example.com');
    await mailbox.stop();

    mailbox = await startMailbox({ port: await freePort(), journal });
    expect(await sentTo(mailbox.url)).toEqual(['a@example.com', 'b@example.com']);
    await fetch(`${mailbox.url}/clear-store`, { method: 'POST' });
    expect(readFileSync(journal, 'utf8')).toBe('');
    await mailbox.stop();

    mailbox = await startMailbox({ port: await freePort(), journal });
    expect(await sentTo(mailbox.url)).toEqual([]);
    await mailbox.stop();

    // Without a journal (a cloud in memory) nothing is written.
    mailbox = await startMailbox({ port: await freePort() });
    await send(mailbox.url, 'c@example.com');
    expect(await sentTo(mailbox.url)).toEqual(['c@example.com']);
    expect(readFileSync(journal, 'utf8')).toBe('');
  });
});
