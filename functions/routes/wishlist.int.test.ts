import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { apiCall } from '../test-support/api-call';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

const cloud = useLocalCloud();
const products = testProducts();
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => apiCall(cloud.api, method, path, options);
const ids = (list: Product[]) => list.map((p) => p.product_id);

let alice: TestAccount;
let bob: TestAccount;
let admin: TestAccount;
let rose: Product;
let oud: Product;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([createTestCustomer(), createTestCustomer(), createTestAdmin()]);
  [rose, oud] = await Promise.all([products.create(), products.create({ stock_quantity: 0 })]);
});

afterAll(() => products.removeAll());

describe('the wishlist over HTTP', () => {
  it('saves products once each, newest first, and removes them idempotently', async () => {
    const first = await call('POST', '/api/customer/wishlist', { token: alice.token, body: { productId: rose.product_id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Added to wishlist' });
    expect(ids(first.body.products)).toEqual([rose.product_id]);

    await call('POST', '/api/customer/wishlist', { token: alice.token, body: { productId: oud.product_id } });
    const twice = await call('POST', '/api/customer/wishlist', { token: alice.token, body: { productId: rose.product_id } });
    expect(twice.status).toBe(200);
    expect(ids(twice.body.products)).toEqual([oud.product_id, rose.product_id]);

    const list = await call('GET', '/api/customer/wishlist', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.products[1]).toMatchObject({ product_id: rose.product_id, name: rose.name, retail_price: rose.retail_price });

    for (let i = 0; i < 2; i++) {
      const removed = await call('DELETE', `/api/customer/wishlist/${oud.product_id}`, { token: alice.token });
      expect([removed.status, removed.body]).toEqual([200, { success: true, message: 'Removed from wishlist' }]);
    }
    expect(ids((await call('GET', '/api/customer/wishlist', { token: alice.token })).body.products)).toEqual([rose.product_id]);
  });

  it('refuses an unknown product with 404 and a missing id with 400', async () => {
    const unknown = await call('POST', '/api/customer/wishlist', { token: alice.token, body: { productId: 'no-such-product' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Product not found']);
    const missing = await call('POST', '/api/customer/wishlist', { token: alice.token, body: {} });
    expect([missing.status, missing.body.message, missing.body.fieldErrors]).toEqual([
      400,
      'Product id is required',
      { productId: 'Product id is required' },
    ]);
  });

  it('needs a customer session: 401 without one, 403 for an admin', async () => {
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/customer/wishlist'],
      ['POST', '/api/customer/wishlist', { productId: rose.product_id }],
      ['DELETE', `/api/customer/wishlist/${rose.product_id}`],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(method, path, { body })).status).toBe(401);
      expect((await call(method, path, { body, token: admin.token })).status).toBe(403);
    }
  });

  it("keeps each customer's wishlist to themselves", async () => {
    expect((await call('GET', '/api/customer/wishlist', { token: bob.token })).body.products).toEqual([]);
    expect((await call('DELETE', `/api/customer/wishlist/${rose.product_id}`, { token: bob.token })).status).toBe(200);
    expect(ids((await call('GET', '/api/customer/wishlist', { token: alice.token })).body.products)).toEqual([rose.product_id]);
  });

  it('leaves out products that were deleted', async () => {
    const gone = await products.create();
    await call('POST', '/api/customer/wishlist', { token: bob.token, body: { productId: gone.product_id } });
    await products.remove(gone.product_id);
    expect((await call('GET', '/api/customer/wishlist', { token: bob.token })).body.products).toEqual([]);
  });
});
