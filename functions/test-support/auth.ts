import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { sendFrom } from './api-call';

/**
 * Helpers for the auth integration tests: HTTP calls to the local cloud's API, unique
 * identities (one cloud serves the whole run), and the local mailbox.
 */
export const cloud = () => inject('cloud');

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  setCookies: string[];
}

/**
 * Calls the API from a client address of its own: `client`, or a fresh one per call. The gateway,
 * like CloudFront, takes the viewer's address from the connection (a header naming one is
 * overwritten), so the call is sent from that loopback address, and per-client rate limits of
 * one test never meet another's.
 */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; cookie?: string; client?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const { status, text, setCookies } = await sendFrom(options.client ?? randomClient(), new URL(path, cloud().api), {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status, body: (text ? JSON.parse(text) : undefined) as T, setCookies };
}

/** A loopback address no other test uses: 127.x.y.z with x never 0, so never the 127.0.0.1 of other callers. */
export function randomClient(): string {
  const [x = 0, y = 0, z = 0] = randomBytes(3);
  return `127.${1 + (x % 254)}.${y}.${1 + (z % 254)}`;
}

/** A fresh username and address for one test. */
export function newIdentity(label = 'user') {
  const suffix = randomBytes(5).toString('hex');
  return { username: `${label}_${suffix}`, email: `${label}.${suffix}@example.com`, password: 'secret-1' };
}

/** The `name=value` part of a Set-Cookie line, to send back as a Cookie header. */
export function cookiePair(setCookie: string | undefined): string {
  return (setCookie ?? '').split(';')[0] ?? '';
}

export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

/** Every mail sent to an address so far, oldest first. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const store = (await (await fetch(`${cloud().mailbox}/store`)).json()) as { emails: StoredMail[] };
  return store.emails.filter((mail) => mail.destination.to.some((to) => to.toLowerCase().includes(address.toLowerCase())));
}

/** Waits (up to ~10 s) until `count` mails whose subject contains `subject` reached an address. */
export async function waitForMails(address: string, subject: string, count = 1): Promise<StoredMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await mailsTo(address)).filter((mail) => mail.subject.includes(subject));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) "${subject}" to ${address}, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The token of the link in a mail (the HTML and the text part carry the same one): in the link's
 * fragment (`#token=…`), or its query in mails sent before the token moved there.
 */
export function tokenIn(mail: StoredMail | undefined): string {
  const token = /[?#&]token=([\w-]+)/.exec(mail?.body.text ?? '')?.[1];
  if (!token) throw new Error('No token link in the mail');
  return token;
}

/** A document client on the local cloud's table, for planting and inspecting items. */
export function tableClient(): DynamoDBDocumentClient {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud().dynamoEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

/** Every item of the table, as JSON text, to check what it holds. */
export async function tableDump(): Promise<string> {
  const db = tableClient();
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new ScanCommand({ TableName: cloud().tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  db.destroy();
  return JSON.stringify(items);
}

export const VERIFY_SUBJECT = 'Verify your email address';
export const RESET_SUBJECT = 'Reset your Maison password';
export const PASSWORD_CHANGED_SUBJECT = 'Your Maison password was changed';
export const WELCOME_SUBJECT = 'Welcome to Maison';
