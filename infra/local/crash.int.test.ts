import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { documentClient } from '../../functions/commons/clients';
import { readDays, readTotals } from '../../functions/repositories/stats';
import { tableName } from '../../functions/repositories/table';
import { apiCall } from '../../functions/test-support/api-call';
import { checkoutRequest, emulatorStripe, eventually, GOOD_ADDRESS } from '../../functions/test-support/checkout';
import { createTestCustomer } from '../../functions/test-support/customers';
import { useLocalCloud } from '../../functions/test-support/local-cloud';
import { pickCounters, recount } from '../../functions/test-support/stats-recount';
import type { LocalCloudInfo } from './cloud-info';
import { portInUse } from './ports';
import { spawnLocalCloud, type SpawnedCloud } from './spawn-cloud';

// Issue 8: SIGKILL to the whole local cloud while registrations, newsletter sign-ups and paid
// checkouts are in flight, then a start on the same data directory (as `npm start` keeps it).
// No answered request is lost, no mail goes out twice, and the dashboard counters equal a
// recount: the outbox, the stream checkpoints and the stream handlers' idempotency hold.
const dataDir = mkdtempSync(join(tmpdir(), 'maison-crash-'));
const tag = Date.now().toString(36);
type Kind = 'register' | 'subscribe' | 'checkout';
/**
 * Each kind keeps coming until the crash: `clients` send one after another (a pause between),
 * up to `max` in all. So some are always in flight, however fast the machine. A registration
 * hashes its password (about a second of a core), so there are few of them (and one client
 * address may register 20 an hour).
 */
const LOAD: Record<Kind, { clients: number; max: number; pauseMs: number }> = {
  register: { clients: 2, max: 16, pauseMs: 0 },
  checkout: { clients: 5, max: 30, pauseMs: 100 },
  subscribe: { clients: 2, max: 200, pauseMs: 200 },
};
let cloud: SpawnedCloud | undefined;

afterAll(async () => {
  await cloud?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

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
    const ports = await portsBelowEphemeralRange();
    const site = (cloud = await spawnLocalCloud({ dataDir, onDisk: true, env: ports }));
    useLocalCloud(site);
    const { stripe } = emulatorStripe(site);
    const products = ((await (await fetch(`${site.site}/api/customer/products`)).json()) as Product[])
      .filter((product) => product.stock_quantity >= 10)
      .slice(0, LOAD.checkout.clients);
    const buyers = await Promise.all(products.map(() => createTestCustomer()));
    // The stream first catches up with the seeded catalogue, so the crash meets the traffic's own events.
    await eventually(
      async () => (equal(pickCounters(await readTotals()), pickCounters((await recount()).totals)) ? true : undefined),
      'the seed to be counted',
      60_000,
    );

    const calls: Record<Kind, (attempt: Attempt, i: number, client: number) => Promise<number>> = {
      register: async ({ email }, i) =>
        (await post(site, '/api/auth/register', { username: `crash${tag}u${i}`, email, password: 'secret-123-crash' })).status,
      subscribe: async ({ email }) => (await post(site, '/api/subscribers/add', { email })).status,
      // Each checkout client is a buyer with one product, one checkout at a time.
      checkout: async (attempt, i, client) => {
        const { token } = buyers[client]!;
        const body = checkoutRequest([{ product: products[client]!, quantity: 1 }], null, { ...GOOD_ADDRESS, email: attempt.email });
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
    const run = async (kind: Kind, i: number, client: number) => {
      const attempt: Attempt = { kind, email: `crash-${tag}-${kind}${i}@example.com` };
      attempts.push(attempt);
      try {
        const status = await calls[kind](attempt, i, client);
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
    const sent: Record<Kind, number> = { register: 0, checkout: 0, subscribe: 0 };
    const inFlight = (Object.keys(LOAD) as Kind[]).flatMap((kind) =>
      Array.from({ length: LOAD[kind].clients }, async (_, client) => {
        while (!crashed && sent[kind] < LOAD[kind].max) {
          await run(kind, sent[kind]++, client);
          await sleep(LOAD[kind].pauseMs);
        }
      }),
    );

    // The crash: once some registrations and checkouts have answered, while others are on their
    // way, and right as SES accepts the second mail of a burst (or, when mail comes one at a time,
    // a mail 1.5 s on). The stream is then in the middle of a batch: a mail sent and deleted, the
    // next one sent and not yet deleted, no checkpoint written.
    const answered = (kind: Kind) => attempts.filter((attempt) => attempt.kind === kind && attempt.result === 'ok').length;
    const enough = () => answered('register') >= 3 && answered('checkout') >= 3;
    let size = journalSize();
    let grewAt = 0;
    let enoughSince = 0;
    while (Date.now() - started < 20_000) {
      await sleep(2);
      if (journalSize() === size) continue;
      size = journalSize();
      if (enough()) enoughSince ||= Date.now();
      if (enoughSince && (Date.now() - grewAt < 150 || Date.now() - enoughSince > 1500)) break;
      grewAt = Date.now();
    }
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
    cloud = await spawnLocalCloud({ dataDir, onDisk: true, env: ports });
    const restartMs = Date.now() - restarted;
    const { mails, queued } = await untilDrained(cloud.mailbox);
    // The stream delivered every event: nothing is left in the outbox.
    expect(queued.map((mail) => `${mail.template} to ${mail.to}`)).toEqual([]);

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
    const inherent = (group: Mail[]) =>
      group.length === 2 && group[0]!.messageId === last?.messageId && mails.indexOf(group[1]!) >= mailedBeforeCrash.length;
    expect(resent.filter((group) => !inherent(group))).toEqual([]);
    // Each answered registration got its verification mail, each paid order its confirmation.
    const mailsTo = groupBy(mails, (mail) => mail.destination.to[0]!);
    const verifications = mails.filter((mail) => mail.subject.startsWith('Verify your email'));
    expect(ok('register').filter(({ email }) => !mailsTo.get(email)?.some((mail) => mail.subject.startsWith('Verify your email')))).toEqual(
      [],
    );
    const paid = [...orders.values()].filter(
      (order) => order.paymentStatus === 'paid' && String(order.shippingAddress?.email).startsWith(`crash-${tag}-`),
    );
    const confirmations = mails.filter((mail) => mail.subject.endsWith('is confirmed'));
    expect(
      paid.filter(
        (order) =>
          !mailsTo.get(order.shippingAddress.email)?.some((mail) => mail.subject.endsWith(`order ${order.displayNumber} is confirmed`)),
      ),
    ).toEqual([]);

    // The dashboard counters equal a recount of the table, totals and days.
    const again = await recount();
    expect(pickCounters(await readTotals())).toEqual(pickCounters(again.totals));
    const days = [...again.days.keys()].sort();
    const stored = await readDays(days[0]!, days.at(-1)!);
    for (const day of days) expect(stored.get(day) ?? { orders: 0, revenueCents: 0 }).toEqual(again.days.get(day));

    const tally = (kind: Kind) => ({ ok: ok(kind).length, cut: attempts.filter((a) => a.kind === kind && a.result === 'cut').length });
    console.log(
      JSON.stringify({
        totalMs: Date.now() - began,
        crashedAfterMs,
        restartMs,
        requests: { register: tally('register'), subscribe: tally('subscribe'), checkout: tally('checkout') },
        paidOnEmulatorButUnpaid: opened.filter((attempt) => attempt.paid && checkouts.has(attempt.orderId!)).length,
        cutRegistrationsWithAccountButNoMail: attempts.filter(
          (a) => a.kind === 'register' && a.result === 'cut' && users.has(a.email) && !mailsTo.has(a.email),
        ).length,
        mails: {
          beforeCrash: mailedBeforeCrash.length,
          total: mails.length,
          verifications: verifications.length,
          confirmations: confirmations.length,
          paidOrders: paid.length,
        },
        resent: resent.map((group) => group[0]!.subject),
      }),
    );
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const post = (info: LocalCloudInfo, path: string, body: unknown) =>
  fetch(`${info.site}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The mail SES accepted, as its journal in the data directory holds it. */
const journal = join(dataDir, 'mailbox.jsonl');
function journalled(): Mail[] {
  return journalSize()
    ? readFileSync(journal, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Mail)
    : [];
}
const journalSize = () => (existsSync(journal) ? statSync(journal).size : 0);

/** Processes whose command line names this directory (DynamoDB Local names its database there). */
function processesOn(dir: string): string[] {
  return spawnSync('ps', ['-A', '-ww', '-o', 'pid=,args='], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes(dir));
}

/**
 * Five free ports below the range the system takes outgoing connections' ports from (32768 and
 * up on Linux, 49152 on macOS), so no client socket can hold one while the cloud restarts.
 */
async function portsBelowEphemeralRange(): Promise<Record<string, string>> {
  for (;;) {
    const base = 20_000 + 5 * Math.floor(Math.random() * 2000);
    const ports = [base, base + 1, base + 2, base + 3, base + 4];
    if ((await Promise.all(ports.map(portInUse))).some(Boolean)) continue;
    const [site, mailbox, stripe, dynamo, s3] = ports.map(String);
    return { PORT: site!, MAILBOX_PORT: mailbox!, STRIPE_PORT: stripe!, DYNAMODB_PORT: dynamo!, S3_PORT: s3! };
  }
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

/**
 * Waits until the stream has caught up: no new mail for two seconds and the outbox empty, or
 * nothing moving for five with mail still queued (its stream record is lost: the test says so).
 */
async function untilDrained(mailboxUrl: string): Promise<{ mails: Mail[]; queued: Record<string, any>[] }> {
  const deadline = Date.now() + 45_000;
  let last = '';
  let since = Date.now();
  for (;;) {
    const mails = ((await (await fetch(`${mailboxUrl}/store`)).json()) as { emails: Mail[] }).emails;
    const queued = (await tableItems())('mail');
    const now = `${mails.length} ${queued.length}`;
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= (queued.length ? 5000 : 2000) || Date.now() > deadline) {
      return { mails, queued };
    }
    await sleep(250);
  }
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
