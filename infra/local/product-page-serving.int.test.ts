import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { eventually } from '../../functions/test-support/checkout';
import { useLocalCloud } from '../../functions/test-support/local-cloud';
import { testProducts } from '../../functions/test-support/products';

const cloud = useLocalCloud();
const products = testProducts();

afterAll(() => products.removeAll());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET, so the answer's encoding is seen as sent (fetch would undo it). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(new URL(path, cloud.site), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** A seeded product whose name needs no HTML escaping, so its h1 reads as written. */
async function seededProduct(): Promise<Product> {
  const catalogue = (await (await fetch(new URL('/api/customer/products', cloud.site))).json()) as Product[];
  return catalogue.find((p) => /^[\w ]+$/.test(p.name))!;
}

describe('product pages served from the bucket at /products/<id>', () => {
  it("answers a seeded product's page as drawn HTML: its h1 and JSON-LD with no script run, cached as the catalogue", async () => {
    const product = await seededProduct();
    const page = await eventually(async () => {
      const answer = await get(`/products/${product.product_id}`);
      return answer.status === 200 ? answer : undefined;
    }, "the seeded product's page");
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
    const html = page.body.toString('utf8');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain(`"sku":"${product.product_id}"`);
    expect(html).not.toContain('noindex');

    // With a trailing slash, and revalidated with its ETag.
    expect((await get(`/products/${product.product_id}/`)).status).toBe(200);
    const etag = String(page.headers.etag);
    expect((await get(`/products/${product.product_id}`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('compresses the page for a viewer that accepts gzip', async () => {
    const product = await seededProduct();
    const page = await get(`/products/${product.product_id}`, { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toContain(product.name);
  });

  it('answers an unknown id with 404 and the missing page, noindex', async () => {
    const page = await get('/products/no-such-perfume-anywhere', { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = (page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.body) : page.body).toString('utf8');
    expect(html).toContain('noindex');
    expect(html).toContain('This product is not available');
    expect((await get('/products/a/b')).status).toBe(404);
  });

  it("answers a deleted product's page with 404 within seconds", async () => {
    const product = await products.create({ name: 'Eau Served Then Gone' });
    await eventually(
      async () => ((await get(`/products/${product.product_id}`)).status === 200 ? true : undefined),
      "the new product's page",
      15_000,
    );
    await products.remove(product.product_id);
    const started = Date.now();
    const gone = await eventually(
      async () => {
        const answer = await get(`/products/${product.product_id}`);
        return answer.status === 404 ? answer : undefined;
      },
      "the deleted product's page to answer 404",
      15_000,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(gone.body.toString('utf8')).toContain('noindex');
  });

  it('keeps the page templates to the functions that read them', async () => {
    const shell = (await get('/about')).body;
    for (const file of ['/product-page.html', '/product-missing.html']) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      expect(answer.body.equals(shell), `${file} answers as a client-side route`).toBe(true);
    }
  });
});
