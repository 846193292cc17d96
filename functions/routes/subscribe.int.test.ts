import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@shared/newsletter/newsletter-unsubscribe';
import { listSubscribers } from '../repositories/subscribers';
import { apiCall } from '../test-support/api-call';
import { useLocalCloud } from '../test-support/local-cloud';

const cloud = useLocalCloud();
const subscribe = (body: unknown) => apiCall(cloud.api, 'POST', '/api/subscribers/add', { body });

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
}

const WELCOME_SUBJECT = 'Welcome to the Maison letter';

async function welcomesTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)) && mail.subject === WELCOME_SUBJECT);
}

async function welcomeTo(address: string): Promise<StoredMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [mail] = await welcomesTo(address);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No welcome email reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A mail client's RFC 8058 one-click: `List-Unsubscribe=One-Click` posted to the address the email named. */
const oneClickTo = (address: string) =>
  fetch(address, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

/** What the unsubscribe page sends: its link's token in a form body. */
const unsubscribeFromPage = (token: string) =>
  fetch(`${cloud.api}/api/newsletter/unsubscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });

const subscribed = async (email: string) => (await listSubscribers()).some((s) => s.email === email);

describe('the newsletter sign-up over HTTP', () => {
  it('subscribes an address once, answering alike every time, whatever its case and spaces', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
    const first = await subscribe({ email });
    const again = await subscribe({ email: `  ${email.toUpperCase()} ` });
    expect([first.status, first.body]).toEqual([200, { success: true, message: 'Subscribed successfully' }]);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    const stored = (await listSubscribers()).filter((s) => s.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ _id: expect.any(String), email, createdAt: expect.any(String) });
  });

  it.each([
    [{}],
    [{ email: '' }],
    [{ email: 'no-at-sign' }],
    [{ email: 'a@b' }],
    [{ email: `${'a'.repeat(250)}@example.com` }],
    [{ email: 42 }],
  ])('answers 400 "Please enter a valid email." to %j', async (body) => {
    const answer = await subscribe(body);
    expect([answer.status, answer.body.message, answer.body.fieldErrors]).toEqual([
      400,
      'Please enter a valid email.',
      { email: 'Please enter a valid email.' },
    ]);
  });

  it('needs no session, and ignores an invalid one', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const answer = await apiCall(cloud.api, 'POST', '/api/subscribers/add', { body: { email }, token: 'not-a-token' });
    expect(answer.status).toBe(200);
  });

  it('welcomes a new subscriber once, with a one-click unsubscribe that works once and removes them', async () => {
    const email = `welcome-${randomUUID().slice(0, 8)}@example.com`;
    await subscribe({ email });
    await subscribe({ email });
    const mail = await welcomeTo(email);
    expect(mail.body.text).toContain('Thank you for subscribing');
    expect(mail.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    const oneClick = /^<(.+)>$/.exec(mail.headers!.find((h) => h.name === 'List-Unsubscribe')!.value)![1]!;
    expect(oneClick).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(oneClick).not.toContain(encodeURIComponent(email));

    const answer = await oneClickTo(oneClick.replace(cloud.site, cloud.api));
    expect([answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
      200,
      NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed,
    ]);
    expect(await subscribed(email)).toBe(false);
    const replay = await oneClickTo(oneClick.replace(cloud.site, cloud.api));
    expect(((await replay.json()) as { message: string }).message).toBe(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkUsed);
    // The address subscribed twice and got one welcome.
    expect(await welcomesTo(email)).toHaveLength(1);
  });

  it("leaves from the email's page link, whose token works from a body only", async () => {
    const email = `page-${randomUUID().slice(0, 8)}@example.com`;
    await subscribe({ email });
    const mail = await welcomeTo(email);
    const page = /(http\S+\/newsletter\/unsubscribe#token=[\w.-]+)/.exec(mail.body.text ?? '')![1]!;
    const token = new URLSearchParams(new URL(page).hash.slice(1)).get('token')!;
    const inAddress = await oneClickTo(`${cloud.api}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect([inAddress.status, ((await inAddress.json()) as { message: string }).message]).toEqual([
      400,
      NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid,
    ]);
    expect(await subscribed(email)).toBe(true);
    const answer = await unsubscribeFromPage(token);
    expect([answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
      200,
      NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed,
    ]);
    expect(await subscribed(email)).toBe(false);
  });

  it('answers 400 with a message to a missing or forged token', async () => {
    for (const token of ['', 'not-a-token', 'eyJ1Ijoic3ViLTEifQ.Zm9yZ2Vk']) {
      const answer = await unsubscribeFromPage(token);
      expect([answer.status, ((await answer.json()) as { message: string }).message]).toEqual([
        400,
        NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid,
      ]);
    }
  });
});
