import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { withSimilarScents } from '@shared/catalog/similar-scents';
import { createBrand, deleteBrand } from '../repositories/brands';
import { listProducts } from '../repositories/products';
import { publicProduct } from '../services/catalog';
import { eventually } from '../test-support/checkout';
import { createTestAdmin, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

const cloud = useLocalCloud();
const products = testProducts();
const brandName = `Snapshot House ${Date.now()}`;
const productId = `snap-${Math.random().toString(36).slice(2, 10)}`;
let admin: TestAccount;
let brandId: string;

/** A tiny PNG: the signature and a header chunk are what the server reads. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR'),
  Buffer.alloc(64, 7),
]);

/** The catalogue as the wire carries it: status, headers and the raw (still compressed) bytes. */
function rawCatalogue(
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/api/customer/products?cache-buster=1', cloud.site),
      { headers: { 'accept-encoding': 'gzip', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

type Raw = Awaited<ReturnType<typeof rawCatalogue>>;

/** The JSON an answer carries, decoded as its Content-Encoding says. */
function textOf(raw: Raw): string {
  const encoding = raw.headers['content-encoding'];
  return (encoding === 'gzip' ? gunzipSync(raw.body) : encoding === 'br' ? brotliDecompressSync(raw.body) : raw.body).toString('utf8');
}

const productsIn = (raw: Raw) => JSON.parse(textOf(raw)) as Product[];

function productForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = {
    product_id: productId,
    name: 'Eau Instantanée',
    brand: brandName,
    category: 'Unisex',
    tags: 'citrus',
    rating: '4.1',
    cost_price: '30',
    retail_price: '64.00',
    stock_quantity: '9',
    description: 'A snapshot test.',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

async function send(method: string, path: string, form: FormData) {
  const res = await fetch(new URL(path, cloud.api), { method, headers: { authorization: `Bearer ${admin.token}` }, body: form });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  admin = await createTestAdmin();
  brandId = (await createBrand(brandName)).id;
  const form = productForm({});
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'bottle.png');
  expect((await send('POST', '/api/admin/products', form)).status).toBe(201);
});

afterAll(async () => {
  await products.remove(productId);
  await deleteBrand(brandId).catch(() => undefined);
});

describe('the catalogue snapshot', () => {
  it('answers the public view of the products the table holds, gzipped, with its type, ETag, cache lifetime, and 304 when unchanged', async () => {
    const answer = await eventually(async () => {
      const [raw, listed] = await Promise.all([rawCatalogue(), listProducts()]);
      return textOf(raw) === JSON.stringify(withSimilarScents(listed.map(publicProduct))) ? raw : undefined;
    }, 'the snapshot to match the table');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=2',
      'content-length': String(answer.body.length),
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    });
    // Weak: the compressed form is not the stored bytes, as CloudFront marks what it compresses.
    expect(answer.headers.etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const again = await rawCatalogue({ 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers plain JSON without Content-Encoding to identity, and brotli to br', async () => {
    const plain = await rawCatalogue({ 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    const products = JSON.parse(plain.body.toString('utf8')) as Product[];
    expect(products.length).toBeGreaterThan(0);

    const br = await rawCatalogue({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect((await rawCatalogue({ 'accept-encoding': 'identity', 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
  });

  it('publishes a cost price only where it is the "was" price above retail; the admin still sees the cost', async () => {
    const below = await eventually(async () => {
      const found = productsIn(await rawCatalogue()).find((p) => p.product_id === productId);
      return found?.retail_price === 64 ? found : undefined;
    }, 'the new product in the catalogue');
    expect(below).not.toHaveProperty('cost_price');
    expect(productsIn(await rawCatalogue()).filter((p) => p.cost_price !== undefined && p.cost_price <= p.retail_price)).toEqual([]);
    const adminList = await fetch(new URL('/api/admin/products', cloud.api), { headers: { authorization: `Bearer ${admin.token}` } });
    expect(((await adminList.json()) as Product[]).find((p) => p.product_id === productId)).toMatchObject({ cost_price: 30 });

    expect((await send('PUT', `/api/admin/products/${productId}`, productForm({ cost_price: '80' }))).status).toBe(200);
    const onSale = await eventually(
      async () => {
        const found = productsIn(await rawCatalogue()).find((p) => p.product_id === productId);
        return found?.cost_price === 80 ? found : undefined;
      },
      'the sale price in the catalogue',
      10_000,
    );
    expect(onSale).toMatchObject({ retail_price: 64, cost_price: 80 });
    expect((await send('PUT', `/api/admin/products/${productId}`, productForm({ cost_price: '30' }))).status).toBe(200);
    await eventually(
      async () => {
        const found = productsIn(await rawCatalogue()).find((p) => p.product_id === productId);
        return found && found.cost_price === undefined ? found : undefined;
      },
      'the cost price gone from the catalogue again',
      10_000,
    );
  });

  it("shows an admin's price change within a few seconds, under a new ETag", async () => {
    const before = await eventually(async () => {
      const raw = await rawCatalogue();
      return productsIn(raw).some((p) => p.product_id === productId) ? raw : undefined;
    }, 'the new product in the catalogue');
    const edited = await send('PUT', `/api/admin/products/${productId}`, productForm({ retail_price: '71.50' }));
    expect(edited.status).toBe(200);
    expect(edited.body.retail_price).toBe(71.5);

    const started = Date.now();
    const after = await eventually(
      async () => {
        const raw = await rawCatalogue();
        return productsIn(raw).find((p) => p.product_id === productId)?.retail_price === 71.5 ? raw : undefined;
      },
      'the new price in the catalogue',
      10_000,
    );
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await rawCatalogue({ 'if-none-match': String(before.headers.etag) })).status).toBe(200);
    expect((await rawCatalogue({ 'if-none-match': String(after.headers.etag) })).status).toBe(304);
  });

  it('shows the last of quick edits, which the stream handler leaves for the next turn', async () => {
    // Edits 150 ms apart: the first finds the turn free, the others within its second are left
    // waiting, and the stream brings the list back to the stream handler until a turn is free.
    for (const price of ['80.10', '80.20', '80.30', '80.40']) {
      expect((await send('PUT', `/api/admin/products/${productId}`, productForm({ retail_price: price }))).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await eventually(
      async () => (productsIn(await rawCatalogue()).find((p) => p.product_id === productId)?.retail_price === 80.4 ? true : undefined),
      'the last price in the catalogue',
      10_000,
    );
  });

  it('drops a deleted product from the catalogue', async () => {
    const res = await fetch(new URL(`/api/admin/products/${productId}`, cloud.api), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    await eventually(
      async () => (productsIn(await rawCatalogue()).some((p) => p.product_id === productId) ? undefined : true),
      'the product gone from the catalogue',
      10_000,
    );
  });
});
