import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '@shared/route-kit';
import { request } from 'node:http';
import { createGateway, type Gateway } from './gateway';

const route = (method: RouteSpec['method'], path: string): RouteSpec => ({ method, path, access: 'public', response: undefined });
const routes = {
  echo: route('POST', '/api/echo/{id}'),
  binaryFile: route('GET', '/api/file'),
  bareValue: route('GET', '/api/bare'),
  explode: route('GET', '/api/explode'),
  missingHandler: route('GET', '/api/missing'),
  published: { ...route('GET', '/api/published'), snapshot: true as const },
};

/** The images bucket: one stored SVG, everything else missing. */
const s3 = {
  send: async (command: { input: { Key: string } }) => {
    if (command.input.Key === 'products/p1.svg') {
      return { Body: Readable.from([Buffer.from('<svg/>')]), ContentType: 'image/svg+xml', ETag: '"e1"', ContentLength: 6 };
    }
    if (command.input.Key === 'snapshots/api/published') {
      return {
        Body: { transformToByteArray: async () => Buffer.from('[1,2]') },
        ContentType: 'application/json',
        ETag: '"s1"',
        CacheControl: 's-maxage=2',
      };
    }
    throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
  },
} as unknown as S3Client;

let gateway: Gateway;
let base: string;
let webRoot: string;
const logLevel = process.env.LOG_LEVEL;

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  webRoot = mkdtempSync(join(tmpdir(), 'maison-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Maison</title>');
  writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  gateway = createGateway({
    routes,
    handlersDir: fileURLToPath(new URL('./gateway-fixtures/', import.meta.url)),
    webRoot,
    s3: () => s3,
    imagesBucket: () => 'maison-images',
    bodyLimitBytes: 1024,
    originSecret: () => 'local-origin-secret',
  });
  base = `http://127.0.0.1:${await gateway.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
  await gateway.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the API', () => {
  it('compresses a JSON answer for a client that accepts gzip, as CloudFront does in front of the API', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(900) }); // under the test's 1 KB request limit; the echoed event is larger
    const post = (encoding: string) =>
      fetch(`${base}/api/echo/z`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding }, body });
    const zipped = await post('gzip, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(body.length);
    expect((await zipped.json()).body).toBe(body);
    const plain = await post('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).body).toBe(body);
    // A q-value of 0 refuses gzip, whatever the word around it.
    const refused = await post('gzip;q=0, identity');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect((await refused.json()).body).toBe(body);
  });

  it('calls the handler with an API Gateway v2 event and writes back status, headers and cookies', async () => {
    const res = await fetch(`${base}/api/echo/a%2Fb?x=1&x=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'c=1; d=2' },
      body: '{"hello":"there"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-function')).toBe('maison-echo');
    expect(res.headers.getSetCookie()).toEqual(['session=abc; HttpOnly; Path=/', 'theme=dark; Path=/']);
    const event = await res.json();
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/echo/{id}',
      rawPath: '/api/echo/a%2Fb',
      rawQueryString: 'x=1&x=2',
      queryStringParameters: { x: '1,2' },
      pathParameters: { id: 'a/b' },
      cookies: ['c=1', 'd=2'],
      body: '{"hello":"there"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', sourceIp: '127.0.0.1' } },
    });
  });

  it('plays CloudFront: the origin secret and the viewer address from the connection replace whatever the caller sent', async () => {
    const forged = { 'x-origin-verify': 'guessed', 'cloudfront-viewer-address': '203.0.113.9:443', 'content-type': 'application/json' };
    // Sent from a loopback address of its own, as the integration tests' clients are.
    const event = await new Promise<{ headers: Record<string, string>; requestContext: { http: { sourceIp: string } } }>(
      (resolve, reject) => {
        const req = request(`${base}/api/echo/1`, { method: 'POST', headers: forged, localAddress: '127.0.0.9', agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on('data', (chunk: Buffer) => chunks.push(chunk))
            .on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
        req.on('error', reject).end('{}');
      },
    );
    expect(event.headers['x-origin-verify']).toBe('local-origin-secret');
    expect(event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.9:\d+$/);
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.9');
  });

  it('passes a multipart body base64-encoded', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0, 255])]), 'x.bin');
    const event = await (await fetch(`${base}/api/echo/1`, { method: 'POST', body: form })).json();
    expect(event.isBase64Encoded).toBe(true);
    expect(event.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Buffer.from(event.body, 'base64').includes(Buffer.from([0, 255]))).toBe(true);
  });

  it('decodes a base64 answer into bytes', async () => {
    const res = await fetch(`${base}/api/file`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 254, 255]));
  });

  it('answers a bare value as a 200 JSON body', async () => {
    const res = await fetch(`${base}/api/bare`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it('answers 500 when the function fails or has no handler file', async () => {
    for (const path of ['/api/explode', '/api/missing']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Internal Server Error' });
    }
  });

  it('answers 404 JSON for an unknown route and 405 with Allow for a wrong method', async () => {
    const missing = await fetch(`${base}/api/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const wrong = await fetch(`${base}/api/file`, { method: 'POST' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect(await wrong.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const res = await fetch(`${base}/api/echo/1`, { method: 'POST', body: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('routes served from a snapshot', () => {
  it('answers the exact path from the bucket, with no function and no API route behind it', async () => {
    const res = await fetch(`${base}/api/published?x=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"s1"');
    expect(await res.json()).toEqual([1, 2]);
    expect((await fetch(`${base}/api/published`, { headers: { 'if-none-match': '"s1"' } })).status).toBe(304);
    expect((await fetch(`${base}/api/published/`)).status).toBe(404);
  });
});

describe('images and the site', () => {
  it('serves a stored image with its type, caching and a sandboxing policy', async () => {
    const res = await fetch(`${base}/images/products/p1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe('<svg/>');
    expect((await fetch(`${base}/images/products/none.svg`)).status).toBe(404);
  });

  it('falls back to index.html for client routes, with no-cache and the security headers', async () => {
    const res = await fetch(`${base}/shop/some-product`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Maison</title>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain('https://js.stripe.com');
    // The admin's image preview is a blob: URL: images may come from one, nothing else may.
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: ");
    expect(res.headers.get('content-security-policy')?.match(/blob:/g)).toHaveLength(1);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const res = await fetch(`${base}/assets/app-1234.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${base}/assets/gone.js`)).status).toBe(404);
  });
});
