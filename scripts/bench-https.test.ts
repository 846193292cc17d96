import { createServer } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpsFront, startHttpsFront } from './bench-https';

/** One request over HTTP/2 to the front: status, headers, body and the protocol agreed. */
function get(front: HttpsFront, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string; alpn: string | false }>((resolve, reject) => {
    const session = connect(front.url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    let status = 0;
    let received: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    stream.on('response', (h) => {
      status = Number(h[':status']);
      received = h;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const alpn = session.alpnProtocol ?? false;
      session.close();
      resolve({ status, headers: received, body: Buffer.concat(chunks).toString('utf8'), alpn });
    });
    stream.on('error', reject);
  });
}

describe('the bench HTTPS front', () => {
  let site: ReturnType<typeof createServer>;
  let front: HttpsFront;

  beforeAll(async () => {
    site = createServer((req, res) => {
      // A connection header, as HTTP/1.1 servers send: HTTP/2 forbids it, the front drops it.
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'text/plain',
        'x-seen-host': req.headers.host ?? '',
        connection: 'keep-alive',
      });
      res.end(`${req.method} ${req.url} ${req.headers['accept-encoding'] ?? ''}`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    front = await startHttpsFront(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await front.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it('serves the local site over TLS and HTTP/2, passing path, query, headers and status through', async () => {
    expect(front.url).toMatch(/^https:\/\/localhost:\d+$/);
    const ok = await get(front, '/shop?sort=priceLow', { 'accept-encoding': 'br, gzip' });
    expect(ok.alpn).toBe('h2');
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('GET /shop?sort=priceLow br, gzip');
    expect(ok.headers['connection']).toBeUndefined();
    expect(ok.headers['x-seen-host']).toBe(new URL(front.url).host);
    expect((await get(front, '/missing')).status).toBe(404);
  });
});
