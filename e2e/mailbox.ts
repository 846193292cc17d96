import { linkToken } from '@shared/auth/link-token';

/**
 * The local mailbox, for browser tests that follow emailed links: every email the local cloud
 * sent, as JSON at `<mailbox>/store` (its URL comes from the global setup).
 */
export interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

function mailboxUrl(): string {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: run the browser tests with e2e/playwright.config.ts');
  return url;
}

/** Every email sent to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${mailboxUrl()}/store`);
  if (!response.ok) throw new Error(`The mailbox answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: Mail[] };
  const wanted = address.toLowerCase();
  return emails.filter((mail) => mail.destination.to.some((to) => to.toLowerCase().includes(wanted)));
}

/** Waits (up to `timeoutMs`) for the `nth` email (from 1) to `address` whose subject contains `subject`. */
export async function waitForMail(address: string, subject: string, { nth = 1, timeoutMs = 15_000 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).filter((mail) => mail.subject.includes(subject));
    if (found.length >= nth) return found[nth - 1]!;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" #${nth} reached ${address} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The link to `path` (e.g. '/verify-email') an email carries, with its query or fragment, from
 * its text part, else its HTML (where `&` may be written `&amp;`).
 */
export function linkIn(mail: Mail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${escaped}[?#][^\\s"'<>]+`);
  const found = pattern.exec(mail.body.text ?? '')?.[0] ?? pattern.exec(mail.body.html ?? '')?.[0]?.replace(/&amp;/g, '&');
  if (!found) throw new Error(`The email "${mail.subject}" has no ${path} link`);
  return found;
}

/** The token an emailed link carries: in its fragment (`#token=…`), or its query in older mails. */
export function tokenOf(link: string): string {
  const token = linkToken(new URL(link));
  if (!token) throw new Error(`The link ${link} carries no token`);
  return token;
}
