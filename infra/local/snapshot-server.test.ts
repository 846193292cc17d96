import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteSpec } from '../../shared/route-kit';
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
    const body = gzipSync(json);
    this.object = { body, etag: `"${createHash('md5').update(body).digest('hex')}"` };
  },
};
const s3 = {
  send: async (command: { input: { Bucket: string; Key: string; IfNoneMatch?: string } }) => {
    bucket.gets += 1;
    expect(command.input).toMatchObject({ Bucket: 'maison-images', Key: 'snapshots/api/catalogue' });
    const object = bucket.object;
    if (!object) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    if (command.input.IfNoneMatch === object.etag) throw Object.assign(new Error('304'), { name: '304', $metadata: { httpStatusCode: 304 } });
    const body = bucket.tornOnce ? object.body.subarray(0, 5) : object.body;
    bucket.tornOnce = false;
    return {
      Body: { transformToByteArray: async () => new Uint8Array(body) },
      ETag: object.etag, ContentType: 'application/json; charset=utf-8', ContentEncoding: 'gzip',
      CacheControl: 'public, max-age=0, s-maxage=2', ContentLength: body.length,
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
    expect(first.headers.get('content-encoding')).toBe('gzip');
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
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/api/catalogue`, { headers: { 'if-none-match': etag } })));
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
