import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheControlFor, createStaticSite } from './static-site';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(files: Record<string, string>): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'maison-site-'));
  dirs.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  const site = createStaticSite(join(root, 'dist'));
  const server = createServer((req, res) => site(req, res, new URL(req.url!, 'http://x').pathname));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(base + '/', { path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('createStaticSite', () => {
  it('tells how to build the site when there is no build', async () => {
    const base = await serve({ 'readme.txt': 'no build here' });
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build:web');
  });

  it('never serves a file outside the build directory', async () => {
    const base = await serve({ 'dist/index.html': '<p>app</p>', 'secret.txt': 'top secret' });
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await rawGet(base, path);
      expect(res.body, path).not.toContain('top secret');
    }
  });

  it('answers / and /shop with the prerendered pages, when the build made them, and other addresses with index.html', async () => {
    const drawn = await serve({
      'dist/index.html': '<p>app</p>',
      'dist/home.html': '<p>home, drawn</p>',
      'dist/shop.html': '<p>shop, drawn</p>',
    });
    expect(await (await fetch(`${drawn}/`)).text()).toBe('<p>home, drawn</p>');
    expect(await (await fetch(`${drawn}/shop`)).text()).toBe('<p>shop, drawn</p>');
    expect(await (await fetch(`${drawn}/shop?brand=Dior`)).text()).toBe('<p>app</p>');
    expect(await (await fetch(`${drawn}/about`)).text()).toBe('<p>app</p>');
    expect(await (await fetch(`${drawn}/?showLogin=true`)).text()).toBe('<p>app</p>');
    expect((await fetch(`${drawn}/shop`)).headers.get('cache-control')).toBe('no-cache');

    const plain = await serve({ 'dist/index.html': '<p>app</p>' });
    expect(await (await fetch(`${plain}/`)).text()).toBe('<p>app</p>');
  });

  it('keeps the product page templates, which functions read, from visitors', async () => {
    const base = await serve({
      'dist/index.html': '<p>app</p>',
      'dist/product-page.html': '<p>template</p>',
      'dist/product-missing.html': '<p>missing</p>',
    });
    expect(await (await fetch(`${base}/product-page.html`)).text()).toBe('<p>app</p>');
    expect(await (await fetch(`${base}/product-missing.html`)).text()).toBe('<p>app</p>');
  });

  it('compresses text for clients that accept it', async () => {
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    const base = await serve({ 'dist/index.html': '<p>app</p>', 'dist/assets/a.js': script });
    const res = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      request(`${base}/assets/a.js`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).end();
    });
    expect(res.encoding).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('answers other requests while a large file is compressed for the first time', async () => {
    // Text that compresses slowly at the highest settings: a first request for it takes a while.
    let seed = 1;
    const words = Array.from({ length: 250_000 }, () => ((seed = (seed * 48271) % 2147483647) % 100000).toString(36)).join(' ');
    const base = await serve({
      'dist/index.html': '<p>app</p>',
      'dist/assets/big.js': `/* ${words} */`,
      'dist/robots.txt': 'User-agent: *',
    });
    const order: string[] = [];
    const big = fetch(`${base}/assets/big.js`).then(async (res) => {
      order.push('big');
      await res.arrayBuffer();
    });
    // Sent once the large file's request has arrived and its compression has begun.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const small = fetch(`${base}/robots.txt`).then(async (res) => {
      order.push('small');
      await res.text();
    });
    await Promise.all([big, small]);
    expect(order).toEqual(['small', 'big']);
  });

  it('answers a conditional request with 304', async () => {
    const base = await serve({ 'dist/index.html': '<p>app</p>', 'dist/robots.txt': 'User-agent: *' });
    const first = await fetch(`${base}/robots.txt`);
    const again = await fetch(`${base}/robots.txt`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/assets/index-abc.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/favicon.svg', 'public, max-age=3600'],
  ])('%s → %s', (path, expected) => expect(cacheControlFor(path)).toBe(expected));
});
