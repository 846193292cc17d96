import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_S3_SECRET, multipartFields } from './browser-passages';
import { createGateway, type Gateway } from './gateway';

/** A stand-in behind the gateway that records what reaches it and answers 200. */
interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

function recorder() {
  const seen: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"succeeded"}');
    });
  });
  return { seen, server };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const BUCKET = 'maison-images';
const payments = recorder();
const s3 = recorder();
let s3Url: string;
let gateway: Gateway;
let base: string;

beforeAll(async () => {
  const emulatorUrl = await listen(payments.server);
  s3Url = await listen(s3.server);
  gateway = createGateway({
    routes: {},
    handlersDir: fileURLToPath(new URL('./gateway-fixtures/', import.meta.url)),
    s3: () => ({}) as S3Client,
    imagesBucket: () => BUCKET,
    paymentsEmulator: () => emulatorUrl,
    s3Endpoint: () => s3Url,
  });
  base = `http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  await gateway.close();
  await Promise.all([payments.server, s3.server].map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  payments.seen.length = 0;
  s3.seen.length = 0;
});

/** The confirm call the local card form makes (web/src/features/cart/payments/emulator-confirm-request.ts). */
const confirmForm = (key: string) =>
  new URLSearchParams({
    key,
    client_secret: 'pi_abc_secret_xyz',
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
  });
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the payment emulator behind the site', () => {
  it("passes on the card form's confirm, with a publishable key and the client secret", async () => {
    const res = await fetch(`${base}/local-payments/v1/payment_intents/pi_abc/confirm`, {
      method: 'POST',
      headers: formHeaders,
      body: confirmForm('pk_test_local'),
    });
    expect(res.status).toBe(200);
    expect(payments.seen).toHaveLength(1);
    expect(payments.seen[0]).toMatchObject({ method: 'POST', url: '/v1/payment_intents/pi_abc/confirm' });
    expect(payments.seen[0]!.body).toContain('key=pk_test_local');
  });

  it('refuses a secret key listing or reading intents, in a header or a parameter, and never reaches the emulator', async () => {
    const secret = { authorization: 'Bearer sk_test_anything' };
    const answers = await Promise.all([
      fetch(`${base}/local-payments/v1/payment_intents`, { headers: secret }),
      fetch(`${base}/local-payments/v1/payment_intents?key=sk_test_anything`),
      fetch(`${base}/local-payments/v1/payment_intents/pi_abc`, { headers: secret }),
      fetch(`${base}/local-payments/v1/events`, { headers: secret }),
      fetch(`${base}/local-payments/v1/refunds`, { method: 'POST', headers: { ...secret, ...formHeaders }, body: 'payment_intent=pi_abc' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(payments.seen).toEqual([]);
  });

  it('refuses a confirm made with a secret key or without a client secret, and sends no Authorization on', async () => {
    const withSecret = await fetch(`${base}/local-payments/v1/payment_intents/pi_abc/confirm`, {
      method: 'POST',
      headers: formHeaders,
      body: confirmForm('sk_test_anything'),
    });
    expect(withSecret.status).toBe(403);
    const noClientSecret = await fetch(`${base}/local-payments/v1/payment_intents/pi_abc/confirm`, {
      method: 'POST',
      headers: formHeaders,
      body: 'key=pk_test_local',
    });
    expect(noClientSecret.status).toBe(403);
    expect(payments.seen).toEqual([]);
    const bearer = await fetch(`${base}/local-payments/v1/payment_intents/pi_abc/confirm`, {
      method: 'POST',
      headers: { ...formHeaders, authorization: 'Bearer sk_test_anything' },
      body: confirmForm('pk_test_local'),
    });
    expect(bearer.status).toBe(200);
    expect(payments.seen[0]!.headers.authorization).toBeUndefined();
  });
});

/** A presigned POST as the product image route makes it, against the local S3's one account. */
async function presigned(key = `uploads/${crypto.randomUUID()}`, expires = 300) {
  const client = new S3Client({
    endpoint: s3Url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: LOCAL_S3_SECRET },
  });
  const post = await createPresignedPost(client, {
    Bucket: BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, 5 * 1024 * 1024],
      ['eq', '$Content-Type', 'image/png'],
    ],
    Fields: { 'Content-Type': 'image/png' },
    Expires: expires,
  });
  client.destroy();
  return post;
}

function uploadForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'bottle.png');
  return form;
}

describe('the local S3 behind the site', () => {
  it('passes on GET and HEAD of a product picture', async () => {
    expect((await fetch(`${base}/local-s3/${BUCKET}/products/p1-abc.png`)).status).toBe(200);
    expect((await fetch(`${base}/local-s3/${BUCKET}/products/p1-abc.png`, { method: 'HEAD' })).status).toBe(200);
    expect(s3.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /${BUCKET}/products/p1-abc.png`,
      `HEAD /${BUCKET}/products/p1-abc.png`,
    ]);
  });

  it('refuses PUT, DELETE, listings, sub-resources and reads outside the pictures, and never reaches the bucket', async () => {
    const object = `${base}/local-s3/${BUCKET}/products/p1-abc.png`;
    const answers = await Promise.all([
      fetch(object, { method: 'PUT', body: 'overwritten' }),
      fetch(`${base}/local-s3/${BUCKET}/snapshots/api/customer/products`, { method: 'PUT', body: '[]' }),
      fetch(object, { method: 'DELETE' }),
      fetch(`${base}/local-s3/${BUCKET}?delete`, { method: 'POST', body: '<Delete/>' }),
      fetch(`${base}/local-s3/${BUCKET}`),
      fetch(`${base}/local-s3/${BUCKET}/`),
      fetch(`${base}/local-s3/${BUCKET}?list-type=2`),
      fetch(`${base}/local-s3/`),
      fetch(`${object}?acl`),
      fetch(`${base}/local-s3/${BUCKET}/uploads/x`),
      fetch(`${base}/local-s3/${BUCKET}/products/../snapshots/x`),
      fetch(`${base}/local-s3/other-bucket/products/p1.png`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect(s3.seen).toEqual([]);
  });

  it('passes on a presigned upload POSTed to the bucket root', async () => {
    const { url, fields } = await presigned();
    expect(url).toBe(`${s3Url}/${BUCKET}`);
    const res = await fetch(`${base}/local-s3/${BUCKET}`, { method: 'POST', body: uploadForm(fields) });
    expect(res.status).toBe(200);
    expect(s3.seen).toHaveLength(1);
    expect(s3.seen[0]).toMatchObject({ method: 'POST', url: `/${BUCKET}` });
  });

  it('refuses an upload without a signed policy, with another key, a forged signature or an expired policy', async () => {
    const { fields } = await presigned();
    const { Policy: _policy, ...unsigned } = fields;
    const post = (form: Record<string, string>) => fetch(`${base}/local-s3/${BUCKET}`, { method: 'POST', body: uploadForm(form) });
    const outside = await presigned('snapshots/api/customer/products');
    const expired = await presigned(undefined, -10);
    const answers = await Promise.all([
      post({ key: 'uploads/mine', 'Content-Type': 'image/png' }),
      post(unsigned),
      post({ ...fields, key: 'products/p1-abc.png' }),
      post({ ...fields, 'X-Amz-Signature': '0'.repeat(64) }),
      post(outside.fields),
      post(expired.fields),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(s3.seen).toEqual([]);
  });
});

describe('reading a multipart form', () => {
  it('gives the text fields by name and skips files', () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="Key"\r\n\r\nuploads/1\r\n--b\r\n' +
        'Content-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--b--\r\n',
    );
    expect(multipartFields(body, 'multipart/form-data; boundary=b')).toEqual(new Map([['key', 'uploads/1']]));
    expect(multipartFields(body, 'application/json')).toBeUndefined();
  });
});
