import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { documentClient } from '../commons/clients';
import { deriveUnsubscribeKey, signUnsubscribeToken } from '../mail/unsubscribe-token';
import { getAlertJob } from '../repositories/alert-jobs';
import { getProduct } from '../repositories/products';
import { keys, tableName } from '../repositories/table';
import { getWishLine, setWishAlert } from '../repositories/wish-alerts';
import { addWishLine } from '../repositories/wishlist';
import { apiCall } from '../test-support/api-call';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';
import { toLambdaRecord } from './lambda-records';
import { handler } from './on-table-change';
import { streamsSettled } from '../test-support/streams';

const cloud = useLocalCloud();
// The stream handler also runs in this process, to deliver the cloud's records a second time.
Object.assign(process.env, {
  SITE_URL: cloud.site,
  SES_ENDPOINT: cloud.mailbox,
  IMAGES_BUCKET: cloud.imagesBucket,
  S3_ENDPOINT: cloud.s3Endpoint,
  MAIL_SEND_RATE: '50',
});
const products = testProducts();
let admin: TestAccount;
beforeAll(async () => {
  admin = await createTestAdmin();
});
afterAll(() => products.removeAll());

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
}

async function mailsTo(address: string, subject: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((mail) => mail.destination.to.some((to) => to.includes(address)) && mail.subject.includes(subject));
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const streams = new DynamoDBStreamsClient({
  endpoint: cloud.dynamoEndpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** Every record of the stream, as Lambda would deliver it, whose item matches. */
async function streamRecords(match: (record: DynamoDBRecord) => boolean): Promise<DynamoDBRecord[]> {
  const streamArn = (await documentClient().send(new DescribeTableCommand({ TableName: tableName() }))).Table!.LatestStreamArn!;
  const shards = (await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
  const found: DynamoDBRecord[] = [];
  for (const shard of shards) {
    let iterator = (
      await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }))
    ).ShardIterator;
    for (let reads = 0; iterator && reads < 1000; reads += 1) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      for (const record of page.Records ?? []) {
        const lambda = toLambdaRecord(record, { streamArn, region: 'us-east-1' });
        if (match(lambda)) found.push(lambda);
      }
      if (!page.Records?.length) break;
      iterator = page.NextShardIterator;
    }
  }
  return found;
}

const imageOf = (record: DynamoDBRecord) => record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;

/** The alert jobs started for a product, as the stream last showed each. */
async function jobsOf(productId: string): Promise<string[]> {
  const records = await streamRecords((r) => imageOf(r)?.type?.S === 'alertJob' && imageOf(r)?.productId?.S === productId);
  return [...new Set(records.map((r) => imageOf(r)!.id!.S!))];
}

/** Waits until `count` jobs for the product exist and all are done: every email they queue is queued. */
async function jobsDone(productId: string, count: number): Promise<void> {
  await until(`${count} finished alert jobs`, async () => {
    const ids = await jobsOf(productId);
    if (ids.length < count) return false;
    const jobs = await Promise.all(ids.map(getAlertJob));
    return jobs.every((job) => job?.done);
  });
}

/** The admin's stock write, from the stock the admin sees (the route refuses a blind one). */
const restock = async (productId: string, stock: number) => {
  const seen = (await getProduct(productId))?.stock_quantity ?? 0;
  return apiCall(cloud.api, 'POST', '/api/admin/UpdateProductQty', {
    token: admin.token,
    body: { product_id: productId, stock_quantity: stock, expected_stock_quantity: seen },
  });
};

/** Writes the stock straight to the product item, as fast as two writes can follow each other. */
const setStock = (productId: string, stock: number) =>
  documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.product(productId),
      UpdateExpression: 'SET stock = :s, updatedAt = :u',
      ExpressionAttributeValues: { ':s': stock, ':u': new Date().toISOString() },
    }),
  );

const setPrice = (productId: string, cents: number) =>
  documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.product(productId),
      UpdateExpression: 'SET retailCents = :c, updatedAt = :u',
      ExpressionAttributeValues: { ':c': cents, ':u': new Date().toISOString() },
    }),
  );

/** A mail client's RFC 8058 one-click: `List-Unsubscribe=One-Click` posted to the address the email named. */
const oneClickTo = (address: string) =>
  fetch(address, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

const unsubscribeWith = (token: string) => oneClickTo(`${cloud.api}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);

/** What the unsubscribe page sends: its link's token in a form body, the address bare. */
const unsubscribeFromPage = (token: string) =>
  fetch(`${cloud.api}/api/alerts/unsubscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });

describe('wishlist alerts, against the local cloud', () => {
  it('email each customer with alerts on once per restock, even when the stream delivers its records twice, and nobody with alerts off', async () => {
    const product = await products.create({ stock_quantity: 0, retail_price: 64 });
    const [anna, ben, carl, dora] = await Promise.all([
      createTestCustomer(),
      createTestCustomer(),
      createTestCustomer(),
      createTestCustomer(),
    ]);
    // Anna asks to be notified through the route; Ben turns it on in his profile; Carl only saved it.
    expect(
      (
        await apiCall(cloud.api, 'PUT', '/api/customer/wishlist/alert', {
          token: anna.token,
          body: { productId: product.product_id, on: true },
        })
      ).status,
    ).toBe(200);
    await addWishLine(ben.id, product.product_id);
    expect(
      (
        await apiCall(cloud.api, 'PUT', '/api/customer/wishlist/alert', {
          token: ben.token,
          body: { productId: product.product_id, on: true },
        })
      ).status,
    ).toBe(200);
    await addWishLine(carl.id, product.product_id);
    // Dora had it on and turned every alert off.
    await setWishAlert(dora.id, product.product_id, true);
    const off = await apiCall(cloud.api, 'DELETE', '/api/customer/wishlist/alerts', { token: dora.token });
    expect(off.body).toMatchObject({ success: true, turnedOff: 1 });

    expect((await restock(product.product_id, 5)).status).toBe(200);
    const [mail] = await until('the email to Anna', async () => {
      const found = await mailsTo(anna.email, 'is back in stock');
      return found.length ? found : undefined;
    });
    await until('the email to Ben', async () => (await mailsTo(ben.email, 'is back in stock')).length > 0);
    await jobsDone(product.product_id, 1);

    // Deliver every record of the restock again, twice over: the edit, the job's pages, the mails.
    const again = await streamRecords((r) => {
      const image = imageOf(r);
      return image?.pk?.S === `PRODUCT#${product.product_id}` || image?.productId?.S === product.product_id;
    });
    expect(again.length).toBeGreaterThan(2);
    expect(await handler({ Records: [...again, ...again] })).toEqual({ batchItemFailures: [] });
    expect(await handler({ Records: again })).toEqual({ batchItemFailures: [] });
    // A later edit while in stock is no restock.
    expect((await restock(product.product_id, 9)).status).toBe(200);
    await streamsSettled(cloud);

    expect(await mailsTo(anna.email, 'is back in stock')).toHaveLength(1);
    expect(await mailsTo(ben.email, 'is back in stock')).toHaveLength(1);
    expect(await mailsTo(carl.email, 'is back in stock')).toHaveLength(0);
    expect(await mailsTo(dora.email, 'is back in stock')).toHaveLength(0);
    expect(mail!.subject).toBe(`${product.name} is back in stock`);
    expect(mail!.body.text).toContain('$64.00');
    expect(mail!.body.text).toContain(`${cloud.site}/shop?product=${product.product_id}`);
    expect(mail!.body.text).toMatch(/\/alerts\/unsubscribe#token=/);
    expect(mail!.headers).toEqual(
      expect.arrayContaining([
        { name: 'List-Unsubscribe', value: expect.stringMatching(/^<http.*\/api\/alerts\/unsubscribe\?token=.+>$/) },
        { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
      ]),
    );
  });

  it('email nobody when the product sells out again before the emails go', async () => {
    const product = await products.create({ stock_quantity: 0 });
    const eve = await createTestCustomer();
    await setWishAlert(eve.id, product.product_id, true);
    await setStock(product.product_id, 1);
    await setStock(product.product_id, 0);
    await jobsDone(product.product_id, 1);
    await streamsSettled(cloud);
    expect(await mailsTo(eve.email, 'is back in stock')).toHaveLength(0);
    // Her alert still stands for the next restock.
    expect((await restock(product.product_id, 4)).status).toBe(200);
    await until('the email after the real restock', async () => (await mailsTo(eve.email, 'is back in stock')).length === 1);
  });

  it('email a price drop with the old and new price, at most once a day per customer', async () => {
    const product = await products.create({ stock_quantity: 6, retail_price: 50 });
    const fay = await createTestCustomer();
    await setWishAlert(fay.id, product.product_id, true);
    await setPrice(product.product_id, 4500);
    const [mail] = await until('the price-drop email', async () => {
      const found = await mailsTo(fay.email, 'Price drop');
      return found.length ? found : undefined;
    });
    expect(mail!.subject).toBe(`Price drop: ${product.name} is now $45.00`);
    expect(mail!.body.text).toMatch(/Was: \$50\.00/);
    expect(mail!.body.text).toMatch(/Now: \$45\.00/);
    // A second drop the same day, and a rise, send nothing more.
    await setPrice(product.product_id, 4000);
    await setPrice(product.product_id, 4800);
    await jobsDone(product.product_id, 2);
    await streamsSettled(cloud);
    expect(await mailsTo(fay.email, 'Price drop')).toHaveLength(1);
  });

  it('unsubscribe with the emailed link, without signing in, and send no more alerts', async () => {
    const product = await products.create({ stock_quantity: 0 });
    const gus = await createTestCustomer();
    await setWishAlert(gus.id, product.product_id, true);
    expect((await restock(product.product_id, 2)).status).toBe(200);
    const [mail] = await until('the first alert', async () => {
      const found = await mailsTo(gus.email, 'is back in stock');
      return found.length ? found : undefined;
    });
    expect(mail!.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    const oneClick = /^<(.+)>$/.exec(mail!.headers!.find((h) => h.name === 'List-Unsubscribe')!.value)![1]!;
    // The page link's token is in its fragment, which no request carries, and in no query.
    const pageToken = /\/alerts\/unsubscribe#token=([\w.-]+)/.exec(mail!.body.text!)![1]!;
    expect(oneClick).not.toContain(pageToken);

    // The mail client posts to the address as it is, once: the alerts go off.
    const answer = await oneClickTo(oneClick.replace(cloud.site, cloud.api));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, message: ALERT_MESSAGES.unsubscribed, turnedOff: 1 });
    expect((await getWishLine(gus.id, product.product_id))?.alert).toBe(false);
    // The same address again, as a log that kept it could replay it once alerts are back on: it acts no more.
    await setWishAlert(gus.id, product.product_id, true);
    const replay = await oneClickTo(oneClick.replace(cloud.site, cloud.api));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ success: true, message: ALERT_MESSAGES.linkUsed, turnedOff: 0 });
    expect((await getWishLine(gus.id, product.product_id))?.alert).toBe(true);
    // The page's token, from the body, works as often as the reader opens the page; never from the address.
    expect(await (await unsubscribeFromPage(pageToken)).json()).toEqual({
      success: true,
      message: ALERT_MESSAGES.unsubscribed,
      turnedOff: 1,
    });
    expect(await (await unsubscribeFromPage(pageToken)).json()).toMatchObject({ message: ALERT_MESSAGES.unsubscribed, turnedOff: 0 });
    await setWishAlert(gus.id, product.product_id, true);
    const inAddress = await unsubscribeWith(pageToken);
    expect(inAddress.status).toBe(400);
    expect(((await inAddress.json()) as { message: string }).message).toBe(ALERT_MESSAGES.linkInvalid);
    expect((await getWishLine(gus.id, product.product_id))?.alert).toBe(true);
    await setWishAlert(gus.id, product.product_id, false);

    expect((await restock(product.product_id, 0)).status).toBe(200);
    expect((await restock(product.product_id, 3)).status).toBe(200);
    await jobsDone(product.product_id, 2);
    await streamsSettled(cloud);
    expect(await mailsTo(gus.email, 'is back in stock')).toHaveLength(1);
  });

  it('refuse a forged, tampered or expired unsubscribe token with a clear 400', async () => {
    const hers = await createTestCustomer();
    const key = await deriveUnsubscribeKey(process.env.JWT_SECRET!);
    const expired = signUnsubscribeToken(key, hers.id, new Date(Date.now() - 1000), 'one-click');
    const forged = signUnsubscribeToken(
      await deriveUnsubscribeKey('not the shop key'),
      hers.id,
      new Date(Date.now() + 60_000),
      'one-click',
    );
    const valid = signUnsubscribeToken(key, hers.id, new Date(Date.now() + 60_000), 'one-click');
    const tampered = `${Buffer.from(JSON.stringify({ u: 'someone-else', e: 9_999_999_999, k: 'one-click' })).toString('base64url')}.${valid.split('.')[1]}`;
    const expect400 = async (token: string, message: string) => {
      const answer = await unsubscribeWith(token);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toBe(message);
    };
    await expect400(expired, ALERT_MESSAGES.linkExpired);
    await expect400(forged, ALERT_MESSAGES.linkInvalid);
    await expect400(tampered, ALERT_MESSAGES.linkInvalid);
    await expect400('not-a-token', ALERT_MESSAGES.linkInvalid);
    const none = await fetch(`${cloud.api}/api/alerts/unsubscribe`, { method: 'POST' });
    expect(none.status).toBe(400);
    expect((await unsubscribeFromPage('not-a-token')).status).toBe(400);
    expect((await unsubscribeWith(valid)).status).toBe(200);
  });

  it('check the alert routes: the caller signed in, the product real, the input whole', async () => {
    const hal = await createTestCustomer();
    const product = await products.create({ stock_quantity: 0 });
    expect(
      (await apiCall(cloud.api, 'PUT', '/api/customer/wishlist/alert', { body: { productId: product.product_id, on: true } })).status,
    ).toBe(401);
    expect(
      (await apiCall(cloud.api, 'PUT', '/api/customer/wishlist/alert', { token: hal.token, body: { productId: product.product_id } }))
        .status,
    ).toBe(400);
    expect(
      (
        await apiCall(cloud.api, 'PUT', '/api/customer/wishlist/alert', {
          token: hal.token,
          body: { productId: 'no-such-product', on: true },
        })
      ).status,
    ).toBe(404);
    const on = await apiCall(cloud.api, 'PUT', '/api/customer/wishlist/alert', {
      token: hal.token,
      body: { productId: product.product_id, on: true },
    });
    expect(on.body).toMatchObject({ success: true, alerts: [product.product_id], products: [{ product_id: product.product_id }] });
    const listed = await apiCall(cloud.api, 'GET', '/api/customer/wishlist/alerts', { token: hal.token });
    expect(listed.body).toEqual({ alerts: [{ product: expect.objectContaining({ product_id: product.product_id }), on: true }] });
    const offAgain = await apiCall(cloud.api, 'PUT', '/api/customer/wishlist/alert', {
      token: hal.token,
      body: { productId: product.product_id, on: false },
    });
    expect(offAgain.body).toMatchObject({ alerts: [], products: [{ product_id: product.product_id }] });
  });
});
