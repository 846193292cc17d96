import { createHash } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteSpec } from '@shared/route-kit';
import { createSnapshotServer, ifNoneMatchHits, sharedFreshMs } from './snapshot-server';

const routes: Record<string, RouteSpec> = {
  catalogue: { method: 'GET', path: '/api/catalogue', access: 'public', snapshot: true, cacheSeconds: 2, response: undefined },
  other: { method: 'GET', path: '/api/other', access: 'public', response: undefined },
};

/** The bucket: one object whose bytes a test replaces; GetObject honours If-None-Match as S3 does. */
const bucket = {
  object: undefined as { body: Buffer; etag: string } | undefined,
  gets: 0,
  tornOnce: false,
  store(json: string) {
    const body = Buffer.from(json);
    this.object = { body, etag: `"${createHash('md5').update(body).digest('hex')}"` };
  },
};
const s3 = {
  send: async (command: { input: { Bucket: string; Key: string; IfNoneMatch?: string } }) => {
    bucket.gets += 1;
    expect(command.input).toMatchObject({ Bucket: 'maison-images', Key: 'snapshots/api/catalogue' });
    const object = bucket.object;
    if (!object) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    if (command.input.IfNoneMatch === object.etag)
      throw Object.assign(new Error('304'), { name: '304', $metadata: { httpStatusCode: 304 } });
    const body = bucket.tornOnce ? object.body.subarray(0, object.body.length - 1) : object.body;
    bucket.tornOnce = false;
    return {
      Body: { transformToByteArray: async () => new Uint8Array(body) },
      ETag: object.etag,
      ContentType: 'application/json; charset=utf-8',
      CacheControl: 'public, max-age=0, s-maxage=2',
      ContentLength: body.length,
    };
  },
} as unknown as S3Client;

let server: Server;
let base: string;
let now = 1_000_000;

beforeAll(async () => {
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  const snapshots = createSnapshotServer({ s3: () => s3, bucket: () => 'maison-images', routes });
  server = createServer((req, res) => {
    const entry = snapshots.find(new URL(req.url!, 'http://x').pathname);
    if (!entry) return void res.writeHead(418).end();
    void snapshots.serve(req, res, entry);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  now += 60_000;
});

/** One answer as the wire carries it: no decompression, the request's headers exactly as given. */
function raw(headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${base}/api/catalogue`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** A catalogue large enough to be compressed (CloudFront leaves anything under 1,000 bytes plain). */
const LARGE = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({ product_id: `p${i}`, name: `Eau numéro ${i}`, retail_price: 40 + i })),
);

describe('a route served from a snapshot', () => {
  it('answers 404 before anything is published, then the object as soon as it is', async () => {
    bucket.object = undefined;
    expect((await fetch(`${base}/api/catalogue`)).status).toBe(404);
    bucket.store('[1]');
    now += 500;
    const res = await fetch(`${base}/api/catalogue`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([1]);
  });

  it('answers the stored bytes with their headers, from memory until s-maxage has passed', async () => {
    bucket.store('[{"product_id":"a"}]');
    const first = await fetch(`${base}/api/catalogue?ignored=1`, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2');
    expect(first.headers.get('etag')).toBe(bucket.object!.etag);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await first.json()).toEqual([{ product_id: 'a' }]);

    const gets = bucket.gets;
    bucket.store('[{"product_id":"b"}]');
    now += 1_999;
    expect(await (await fetch(`${base}/api/catalogue`)).json()).toEqual([{ product_id: 'a' }]);
    expect(bucket.gets).toBe(gets);
    now += 1;
    expect(await (await fetch(`${base}/api/catalogue`)).json()).toEqual([{ product_id: 'b' }]);
    expect(bucket.gets).toBe(gets + 1);
  });

  it('revalidates with one conditional read for all the requests waiting, and answers 304 to a matching If-None-Match', async () => {
    bucket.store('[2]');
    await fetch(`${base}/api/catalogue`);
    now += 2_000;
    const gets = bucket.gets;
    const etag = bucket.object!.etag;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${base}/api/catalogue`, { headers: { 'if-none-match': etag } })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(304));
    expect(answers[0]!.headers.get('etag')).toBe(etag);
    expect(bucket.gets).toBe(gets + 1);
    expect((await fetch(`${base}/api/catalogue`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('keeps its copy when a read catches the object mid-write, and reads again at the next request', async () => {
    bucket.store('[3]');
    await fetch(`${base}/api/catalogue`);
    bucket.store('[4]');
    bucket.tornOnce = true;
    now += 2_000;
    expect(await (await fetch(`${base}/api/catalogue`)).json()).toEqual([3]);
    expect(await (await fetch(`${base}/api/catalogue`)).json()).toEqual([4]);
  });

  it('answers HEAD without a body and refuses other methods with 405', async () => {
    bucket.store('[5]');
    const head = await fetch(`${base}/api/catalogue`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bucket.object!.body.length));
    const post = await fetch(`${base}/api/catalogue`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("compression by the viewer's Accept-Encoding", () => {
  it('answers plain JSON, without Content-Encoding, to identity and to a request without the header', async () => {
    bucket.store(LARGE);
    for (const headers of [
      { 'accept-encoding': 'identity' },
      {} as Record<string, string>,
      { 'accept-encoding': 'gzip;q=0, br;q=0' },
      { 'accept-encoding': 'gzip;q=0.5, identity' },
    ]) {
      const res = await raw(headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers.etag).toBe(bucket.object!.etag);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(LARGE)));
      expect(res.body.toString('utf8')).toBe(LARGE);
    }
  });

  it('answers gzip to gzip and brotli to br, preferring brotli and following q-values', async () => {
    bucket.store(LARGE);
    const gzipped = await raw({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(LARGE);
    expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length));
    expect(gzipped.headers.vary).toBe('accept-encoding');
    // Not the stored bytes: a weak ETag, as CloudFront gives what it compresses.
    expect(gzipped.headers.etag).toBe(`W/${bucket.object!.etag}`);

    const br = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(LARGE);

    expect((await raw({ 'accept-encoding': 'br;q=0.2, gzip;q=0.8' })).headers['content-encoding']).toBe('gzip');
    expect((await raw({ 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
  });

  it("answers 304 to a matching If-None-Match in any form, and HEAD with the chosen form's length", async () => {
    bucket.store(LARGE);
    const gzipped = await raw({ 'accept-encoding': 'gzip' });
    const again = await raw({ 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(gzipped.headers.etag);
    expect(again.headers.vary).toBe('accept-encoding');
    expect((await raw({ 'accept-encoding': 'identity', 'if-none-match': String(gzipped.headers.etag) })).status).toBe(304);
    const head = await raw({ 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(gzipped.body.length));
    expect(head.body.length).toBe(0);
  });

  it('leaves a small answer plain, as CloudFront does', async () => {
    bucket.store('[6]');
    const res = await raw({ 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toBe('[6]');
  });
});

describe('the site files crawlers read', () => {
  const snapshots = createSnapshotServer({ s3: () => s3, bucket: () => 'maison-images', routes });

  it('are served from their objects under snapshots/, as CloudFront serves them', () => {
    expect(snapshots.find('/robots.txt')?.key).toBe('snapshots/robots.txt');
    expect(snapshots.find('/sitemap.xml')?.key).toBe('snapshots/sitemap.xml');
    expect(snapshots.find('/sitemaps/3.xml')?.key).toBe('snapshots/sitemaps/3.xml');
    expect(snapshots.findTarget('/sitemap.xml?from=crawler')?.key).toBe('snapshots/sitemap.xml');
  });

  it('leave every other path to the site, so the SPA does not answer them and they do not answer for it', () => {
    for (const path of ['/sitemaps/x.xml', '/sitemaps/', '/index.html', '/shop', '/sitemap.xml/'])
      expect(snapshots.find(path), path).toBeUndefined();
  });
});

describe('cache rules', () => {
  it('reads the shared lifetime from s-maxage, else max-age, capped at a minute', () => {
    expect(sharedFreshMs('public, max-age=0, s-maxage=2')).toBe(2000);
    expect(sharedFreshMs('max-age=30')).toBe(30_000);
    expect(sharedFreshMs('s-maxage=86400')).toBe(60_000);
    expect(sharedFreshMs(undefined)).toBe(0);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b", W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"b"', '"a"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
  });
});
