import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/types';
import { createBrand, deleteBrand } from '../repositories/brands';
import { listProducts } from '../repositories/products';
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
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR'), Buffer.alloc(64, 7)]);

/** The catalogue as the wire carries it: status, headers and the raw (still gzipped) bytes. */
function rawCatalogue(headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL('/api/customer/products?cache-buster=1', cloud.site), { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const productsIn = (body: Buffer) => JSON.parse(gunzipSync(body).toString('utf8')) as Product[];

function productForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = {
    product_id: productId, name: 'Eau Instantanée', brand: brandName, category: 'Unisex', tags: 'citrus',
    rating: '4.1', cost_price: '30', retail_price: '64.00', stock_quantity: '9', description: 'A snapshot test.', ...fields,
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
  it('answers the array the table holds, gzipped, with its type, ETag, cache lifetime, and 304 when unchanged', async () => {
    const answer = await eventually(async () => {
      const [raw, listed] = await Promise.all([rawCatalogue(), listProducts()]);
      return gunzipSync(raw.body).toString('utf8') === JSON.stringify(listed) ? raw : undefined;
    }, 'the snapshot to match the table');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=2',
      'content-length': String(answer.body.length),
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await rawCatalogue({ 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('shows an admin\'s price change within a few seconds, under a new ETag', async () => {
    const before = await eventually(async () => {
      const raw = await rawCatalogue();
      return productsIn(raw.body).some((p) => p.product_id === productId) ? raw : undefined;
    }, 'the new product in the catalogue');
    const edited = await send('PUT', `/api/admin/products/${productId}`, productForm({ retail_price: '71.50' }));
    expect(edited.status).toBe(200);
    expect(edited.body.retail_price).toBe(71.5);

    const started = Date.now();
    const after = await eventually(async () => {
      const raw = await rawCatalogue();
      return productsIn(raw.body).find((p) => p.product_id === productId)?.retail_price === 71.5 ? raw : undefined;
    }, 'the new price in the catalogue', 10_000);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await rawCatalogue({ 'if-none-match': String(before.headers.etag) })).status).toBe(200);
    expect((await rawCatalogue({ 'if-none-match': String(after.headers.etag) })).status).toBe(304);
  });

  it('drops a deleted product from the catalogue', async () => {
    const res = await fetch(new URL(`/api/admin/products/${productId}`, cloud.api), { method: 'DELETE', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    await eventually(async () => (productsIn((await rawCatalogue()).body).some((p) => p.product_id === productId) ? undefined : true), 'the product gone from the catalogue', 10_000);
  });
});
