import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/types';
import { documentClient } from '../../functions/commons/clients';
import { readDays, readTotals } from '../../functions/repositories/stats';
import { tableName } from '../../functions/repositories/table';
import { apiCall } from '../../functions/test-support/api-call';
import { checkoutRequest, emulatorStripe, eventually, GOOD_ADDRESS } from '../../functions/test-support/checkout';
import { createTestCustomer } from '../../functions/test-support/customers';
import { useLocalCloud } from '../../functions/test-support/local-cloud';
import { pickCounters, recount } from '../../functions/test-support/stats-recount';
import type { LocalCloudInfo } from './cloud-info';
import { spawnLocalCloud, type SpawnedCloud } from './spawn-cloud';

// Issue 8: SIGKILL to the whole local cloud while registrations, newsletter sign-ups and paid
// checkouts are in flight, then a start on the same data directory (as `npm start` keeps it).
// No answered request is lost, no mail goes out twice, and the dashboard counters equal a
// recount: the outbox, the stream checkpoints and the stream handlers' idempotency hold.
const dataDir = mkdtempSync(join(tmpdir(), 'maison-crash-'));
const tag = Date.now().toString(36);
/** How many of each, and how far apart they start (sign-ups keep coming until the crash). */
const REGISTRATIONS = { count: 10, everyMs: 250 };
const CHECKOUTS = { count: 10, everyMs: 300 };
const SIGN_UPS = { count: 150, everyMs: 100 };
let cloud: SpawnedCloud | undefined;

afterAll(async () => {
  await cloud?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Kind = 'register' | 'subscribe' | 'checkout';

/** One request (a checkout: its three calls) and what became of it. */
interface Attempt {
  kind: Kind;
  email: string;
  /** `ok`: answered 2xx; `cut`: no answer, the crash broke the connection; `refused`: answered an error, or failed before the crash. */
  result?: 'ok' | 'cut' | 'refused';
  detail?: string;
  /** A checkout's order, once create-payment-intent answered; `paid` once the emulator took the card. */
  orderId?: string;
  paid?: boolean;
}

interface Mail {
  messageId: string;
  destination: { to: string[] };
  subject: string;
}

describe('a crash of the local cloud', { timeout: 180_000 }, () => {
  it('loses no answered request, mails each account and order once, and keeps the counters true', async () => {
    const began = Date.now();
    const site = (cloud = await spawnLocalCloud({ dataDir, onDisk: true }));
    useLocalCloud(site);
    const { stripe } = emulatorStripe(site);
    const products = ((await (await fetch(`${site.site}/api/customer/products`)).json()) as Product[])
      .filter((product) => product.stock_quantity >= 5).slice(0, CHECKOUTS.count);
    const buyers = await Promise.all(products.map(() => createTestCustomer()));
    // The stream first catches up with the seeded catalogue, so the crash meets the traffic's own events.
    await eventually(async () => (equal(pickCounters(await readTotals()), pickCounters((await recount()).totals)) ? true : undefined), 'the seed to be counted', 60_000);

    const calls: Record<Kind, (attempt: Attempt, i: number) => Promise<number>> = {
      register: async ({ email }, i) => (await post(site, '/api/auth/register', { username: `crash${tag}u${i}`, email, password: 'secret-123-crash' })).status,
      subscribe: async ({ email }) => (await post(site, '/api/subscribers/add', { email })).status,
      checkout: async (attempt, i) => {
        const { token } = buyers[i]!;
        const body = checkoutRequest([{ product: products[i]!, quantity: 1 }], null, { ...GOOD_ADDRESS, email: attempt.email });
        const intent = await apiCall(site.api, 'POST', '/api/customer/create-payment-intent', { token, body });
        if (intent.status !== 200) return intent.status;
        const orderId = String(intent.body.orderId);
        const paymentIntentId = String(intent.body.clientSecret).split('_secret_')[0]!;
        attempt.orderId = orderId;
        await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
        attempt.paid = true;
        return (await apiCall(site.api, 'POST', '/api/customer/confirm-payment', { token, body: { orderId, paymentIntentId } })).status;
      },
    };
    const attempts: Attempt[] = [];
    const run = async (kind: Kind, i: number) => {
      const attempt: Attempt = { kind, email: `crash-${tag}-${kind}${i}@example.com` };
      attempts.push(attempt);
      try {
        const status = await calls[kind](attempt, i);
        attempt.result = status >= 200 && status < 300 ? 'ok' : 'refused';
        attempt.detail = String(status);
      } catch (error) {
        // Cut: no answer came, because of the crash (an error the emulator answered is a refusal).
        attempt.result = crashed && !(error as { statusCode?: number }).statusCode ? 'cut' : 'refused';
        attempt.detail = String((error as Error).cause ?? error);
      }
    };
    const started = Date.now();
    let crashed = false;
    const spread = (kind: Kind, { count, everyMs }: { count: number; everyMs: number }) => (async () => {
      const runs: Promise<void>[] = [];
      for (let i = 0; i < count && !crashed; i += 1) {
        runs.push(run(kind, i));
        await sleep(everyMs);
      }
      await Promise.all(runs);
    })();
    const inFlight = [spread('register', REGISTRATIONS), spread('checkout', CHECKOUTS), spread('subscribe', SIGN_UPS)];

    // The crash: once some registrations and checkouts have answered and the stream has begun to
    // send their mail, while others are on their way.
    const answered = (kind: Kind) => attempts.filter((attempt) => attempt.kind === kind && attempt.result === 'ok').length;
    const ready = () => answered('register') >= REGISTRATIONS.count * 0.4 && answered('checkout') >= CHECKOUTS.count * 0.3 && mailSent();
    while (!ready() && Date.now() - started < 30_000) await sleep(10);
    crashed = true;
    await site.crash();
    const crashedAfterMs = Date.now() - started;
    const mailedBeforeCrash = journalled();
    // Nothing of it is left running on the data directory (its DynamoDB Local included), and its
    // stream checkpoints are whole.
    expect(processesOn(dataDir)).toEqual([]);
    expect(() => JSON.parse(readFileSync(join(dataDir, 'stream-checkpoints.json'), 'utf8'))).not.toThrow();
    await Promise.all(inFlight);
    expect(attempts.filter((attempt) => attempt.result === 'refused')).toEqual([]);

    // The same data directory and the same ports (so they must be free again).
    const restarted = Date.now();
    cloud = await spawnLocalCloud({ dataDir, onDisk: true, env: samePorts(site) });
    const restartMs = Date.now() - restarted;
    const mails = await untilDrained(cloud.mailbox);

    // Every answered request is in the table: the account, the subscriber, the paid order; and
    // each checkout whose payment intent was answered is there, paid or not.
    const items = await tableItems();
    const ok = (kind: Kind) => attempts.filter((attempt) => attempt.kind === kind && attempt.result === 'ok');
    const emailsOf = (type: string) => new Set(items(type).map((item) => String(item.email)));
    const users = emailsOf('user');
    expect(ok('register').filter(({ email }) => !users.has(email))).toEqual([]);
    const subscribers = emailsOf('subscriber');
    expect(ok('subscribe').filter(({ email }) => !subscribers.has(email))).toEqual([]);
    const orders = new Map(items('order').map((item) => [String(item.id), item]));
    expect(ok('checkout').filter(({ orderId }) => orders.get(orderId!)?.paymentStatus !== 'paid')).toEqual([]);
    const checkouts = new Set(items('checkout').map((item) => String(item.id)));
    const opened = attempts.filter((attempt) => attempt.orderId);
    expect(opened.filter(({ orderId }) => !orders.has(orderId!) && !checkouts.has(orderId!))).toEqual([]);

    // No mail twice, but one: SES has no idempotency key, so the mail it accepted last before the
    // crash goes out again when the crash came before its outbox entry was deleted (the stream
    // delivers that record again, as Lambda would). Only that mail, and only twice.
    const copies = groupBy(mails, (mail) => `${mail.destination.to[0]} | ${mail.subject}`);
    const last = mailedBeforeCrash.at(-1);
    const resent = [...copies.values()].filter((group) => group.length > 1);
    const inherent = (group: Mail[]) => group.length === 2 && group[0]!.messageId === last?.messageId && mails.indexOf(group[1]!) >= mailedBeforeCrash.length;
    expect(resent.filter((group) => !inherent(group))).toEqual([]);
    // Each answered registration got its verification mail, each paid order its confirmation.
    const mailsTo = groupBy(mails, (mail) => mail.destination.to[0]!);
    const verifications = mails.filter((mail) => mail.subject.startsWith('Verify your email'));
    expect(ok('register').filter(({ email }) => !mailsTo.get(email)?.some((mail) => mail.subject.startsWith('Verify your email')))).toEqual([]);
    const paid = [...orders.values()].filter((order) => order.paymentStatus === 'paid' && String(order.shippingAddress?.email).startsWith(`crash-${tag}-`));
    const confirmations = mails.filter((mail) => mail.subject.endsWith('is confirmed'));
    expect(paid.filter((order) => !mailsTo.get(order.shippingAddress.email)?.some((mail) => mail.subject.endsWith(`order ${order.displayNumber} is confirmed`)))).toEqual([]);

    // The dashboard counters equal a recount of the table, totals and days.
    const again = await recount();
    expect(pickCounters(await readTotals())).toEqual(pickCounters(again.totals));
    const days = [...again.days.keys()].sort();
    const stored = await readDays(days[0]!, days.at(-1)!);
    for (const day of days) expect(stored.get(day) ?? { orders: 0, revenueCents: 0 }).toEqual(again.days.get(day));

    const tally = (kind: Kind) => ({ ok: ok(kind).length, cut: attempts.filter((a) => a.kind === kind && a.result === 'cut').length });
    console.log(JSON.stringify({
      totalMs: Date.now() - began, crashedAfterMs, restartMs,
      requests: { register: tally('register'), subscribe: tally('subscribe'), checkout: tally('checkout') },
      paidOnEmulatorButUnpaid: opened.filter((attempt) => attempt.paid && checkouts.has(attempt.orderId!)).length,
      mails: { beforeCrash: mailedBeforeCrash.length, total: mails.length, verifications: verifications.length, confirmations: confirmations.length, paidOrders: paid.length },
      resent: resent.map((group) => group[0]!.subject),
    }));
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const post = (info: LocalCloudInfo, path: string, body: unknown) =>
  fetch(`${info.site}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The mail SES accepted, as its journal in the data directory holds it. */
const journal = join(dataDir, 'mailbox.jsonl');
function journalled(): Mail[] {
  return mailSent() ? readFileSync(journal, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Mail) : [];
}
const mailSent = () => existsSync(journal) && statSync(journal).size > 0;

/** Processes whose command line names this directory (DynamoDB Local names its database there). */
function processesOn(dir: string): string[] {
  return spawnSync('ps', ['-A', '-ww', '-o', 'pid=,args='], { encoding: 'utf8' }).stdout.split('\n').filter((line) => line.includes(dir));
}

/** The first cloud's ports, for the second. */
function samePorts(info: LocalCloudInfo): Record<string, string> {
  const port = (url: string | null) => new URL(url!).port;
  return {
    PORT: port(info.api), MAILBOX_PORT: port(info.mailbox), STRIPE_PORT: port(info.stripe),
    DYNAMODB_PORT: port(info.dynamoEndpoint), S3_PORT: port(info.s3Endpoint),
  };
}

/** Every item of the table; call the answer with a type to get those items. */
async function tableItems(): Promise<(type: string) => Record<string, any>[]> {
  const items: Record<string, any>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return (type) => items.filter((item) => item.type === type);
}

/** Waits until the stream has caught up: the outbox is empty and no mail came for two seconds. */
async function untilDrained(mailboxUrl: string): Promise<Mail[]> {
  const deadline = Date.now() + 45_000;
  let count = -1;
  let since = Date.now();
  for (;;) {
    const mails = ((await (await fetch(`${mailboxUrl}/store`)).json()) as { emails: Mail[] }).emails;
    const queued = (await tableItems())('mail').length;
    if (mails.length !== count || queued > 0) {
      count = mails.length;
      since = Date.now();
    } else if (Date.now() - since >= 2000) {
      return mails;
    }
    if (Date.now() > deadline) throw new Error(`The stream did not drain within 45 s: ${queued} mail(s) still queued, ${mails.length} sent`);
    await sleep(250);
  }
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
