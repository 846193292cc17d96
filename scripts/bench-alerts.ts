// Wishlist alerts at scale: 10,000 customers with alerts on for one sold-out product, then a
// restock through the admin API, on a local cloud of its own. Prints the time until every email
// is queued (the alert job done) and until every one is in the local mailbox, at the send rate
// given (BENCH_ALERT_RATE, emails a second). Run alone with `npx tsx scripts/bench-alerts.ts`;
// `npm run bench` runs it so, in a process of its own: the table client is made once per process.
import { randomUUID } from 'node:crypto';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../functions/commons/clients';
import { getAlertJob } from '../functions/repositories/alert-jobs';
import { batchPut } from '../functions/repositories/batch-put';
import { createProductIfAbsent } from '../functions/repositories/products';
import { keys, tableName } from '../functions/repositories/table';
import { watchersKey } from '../functions/repositories/wish-alerts';
import { useLocalCloud } from '../functions/test-support/local-cloud';
import { spawnLocalCloud, type SpawnedCloud } from '../infra/local/spawn-cloud';
import { type Line, runAlone } from './bench-alone';

const CUSTOMERS = Number(process.env.BENCH_ALERT_CUSTOMERS ?? 10_000);
/** Emails a second the bench's cloud may send: the shop's MAIL_SEND_RATE, as an SES quota would set it. */
const RATE = process.env.BENCH_ALERT_RATE ?? '500';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Customers, and their wishlist entries with alerts on, written straight to the table. */
async function seed(productId: string, at: string): Promise<void> {
  const users = [];
  const lines = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const id = randomUUID();
    users.push({
      ...keys.user(id),
      type: 'user',
      gsi1pk: 'USERS',
      gsi1sk: `${at}#${id}`,
      id,
      username: `bench_${i}`,
      email: `bench-${i}@alerts.maison.local`,
      passwordHash: 'not-a-password',
      role: 'user',
      emailVerified: true,
      createdAt: at,
      updatedAt: at,
      sessionVersion: 0,
    });
    lines.push({
      ...keys.wishLine(id, productId),
      type: 'wishLine',
      userId: id,
      productId,
      addedAt: at,
      alert: true,
      gsi1pk: watchersKey(productId),
      gsi1sk: id,
    });
  }
  await batchPut([...users, ...lines]);
}

/** The dashboard's count of customers, which the stream keeps. */
const customersCounted = async () =>
  Number((await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.stats() }))).Item?.customers ?? 0);

/** The stream has counted `customers` more customers: the backlog of their inserts is behind us. */
async function streamCaughtUp(before: number, customers: number): Promise<void> {
  while ((await customersCounted()) < before + customers) await sleep(500);
}

/** The id of the product's alert job, once it exists (one scan: it is looked up once). */
async function findJob(productId: string): Promise<string | undefined> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(pk, :job) AND productId = :p',
        ExpressionAttributeValues: { ':job': 'ALERTJOB#', ':p': productId },
        ExclusiveStartKey: start,
      }),
    );
    const job = page.Items?.[0];
    if (job) return String(job.id);
    start = page.LastEvaluatedKey;
  } while (start);
  return undefined;
}

/** Counts the alert emails in the mailbox as they arrive, a few seconds of them per look. */
function mailCounter(mailbox: string, subject: string) {
  const seen = new Set<string>();
  return async (): Promise<number> => {
    const since = Math.floor(Date.now() / 1000) - 3;
    const { emails } = (await (await fetch(`${mailbox}/store?since=${since}`)).json()) as {
      emails: { messageId: string; subject: string }[];
    };
    for (const mail of emails) if (mail.subject === subject) seen.add(mail.messageId);
    return seen.size;
  };
}

/** Runs the measure on a cloud of its own (its send rate is an environment setting of the cloud). */
async function alertFanOut(line: Line): Promise<void> {
  console.log(`\nWishlist alerts: ${CUSTOMERS.toLocaleString('en-US')} customers, one restock, ${RATE} emails/s`);
  const cloud: SpawnedCloud = await spawnLocalCloud({ env: { MAIL_SEND_RATE: RATE } });
  try {
    useLocalCloud(cloud);
    const productId = `bench-alert-${randomUUID().slice(0, 8)}`;
    const name = `Bench Restock ${productId.slice(-8)}`;
    const at = new Date().toISOString();
    await createProductIfAbsent({
      product_id: productId,
      name,
      brand: 'Bench House',
      category: 'Unisex',
      image_url: '/images/products/bench.svg',
      retail_price: 60,
      cost_price: 30,
      rating: 4,
      review_count: 1,
      tags: ['bench'],
      stock_quantity: 0,
      created_at: at,
    });
    const before = await customersCounted();
    const seeding = performance.now();
    await seed(productId, at);
    await streamCaughtUp(before, CUSTOMERS);
    line('  seeded customers and wishlists (and the stream caught up)', seconds(performance.now() - seeding));

    const login = await fetch(`${cloud.api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: cloud.admin.email, password: cloud.admin.password, remember: false }),
    });
    const { token } = (await login.json()) as { token: string };
    const started = performance.now();
    const restock = await fetch(`${cloud.api}/api/admin/UpdateProductQty`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: productId, stock_quantity: 50, expected_stock_quantity: 0 }),
    });
    if (!restock.ok) throw new Error(`restock answered ${restock.status}`);

    const count = mailCounter(cloud.mailbox, `${name} is back in stock`);
    let queuedMs: number | undefined;
    let firstMs: number | undefined;
    let jobId: string | undefined;
    let sent = 0;
    const deadline = started + 30 * 60_000;
    while (sent < CUSTOMERS && performance.now() < deadline) {
      await sleep(1000);
      sent = await count();
      if (sent && firstMs === undefined) firstMs = performance.now() - started;
      jobId ??= await findJob(productId);
      if (jobId && queuedMs === undefined && (await getAlertJob(jobId))?.done) queuedMs = performance.now() - started;
    }
    const sentMs = performance.now() - started;
    line('  first email in the mailbox', firstMs === undefined ? 'none' : seconds(firstMs));
    line(
      `  all ${CUSTOMERS.toLocaleString('en-US')} emails queued (alert job done)`,
      queuedMs === undefined ? 'not within the run' : seconds(queuedMs),
      queuedMs !== undefined,
    );
    line(
      `  all ${CUSTOMERS.toLocaleString('en-US')} emails sent`,
      `${sent === CUSTOMERS ? seconds(sentMs) : `only ${sent} in ${seconds(sentMs)}`} (${(sent / (sentMs / 1000)).toFixed(0)} emails/s)`,
      sent === CUSTOMERS,
    );
    line('  the same at a 14 emails/s SES quota', `${seconds((CUSTOMERS / 14) * 1000)} of sending, spread over the stream`);
  } finally {
    await cloud.stop();
  }
}

runAlone(import.meta.url, alertFanOut);
