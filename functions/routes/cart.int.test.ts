import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { apiCall } from '../test-support/api-call';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

const cloud = useLocalCloud();
const products = testProducts();
const call = (method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string } = {}) =>
  apiCall(cloud.api, method, path, options);

let alice: TestAccount;
let bob: TestAccount;
let admin: TestAccount;
let rose: Product;
let oud: Product;
let musk: Product;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([createTestCustomer(), createTestCustomer(), createTestAdmin()]);
  [rose, oud, musk] = await Promise.all([
    products.create({ stock_quantity: 3, retail_price: 80 }),
    products.create({ stock_quantity: 0 }),
    products.create({ stock_quantity: 500 }),
  ]);
});

afterAll(() => products.removeAll());

describe('the cart over HTTP', () => {
  it('adds to a line, reads it with its product, sets its quantity and removes it', async () => {
    const added = await call('POST', '/api/customer/cart', { token: alice.token, body: { productId: rose.product_id, quantity: 1 } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      success: true,
      message: 'Added to cart',
      item: { productId: rose.product_id, quantity: 1 },
      count: 1,
    });

    const again = await call('POST', '/api/customer/cart', { token: alice.token, body: { productId: rose.product_id, quantity: 2 } });
    expect(again.body).toMatchObject({ item: { quantity: 3 }, count: 3 });

    const cart = await call('GET', '/api/customer/cart', { token: alice.token });
    expect(cart.status).toBe(200);
    expect(cart.body.count).toBe(3);
    expect(cart.body.items).toEqual([
      {
        productId: rose.product_id,
        quantity: 3,
        product: expect.objectContaining({
          product_id: rose.product_id,
          name: rose.name,
          brand: rose.brand,
          retail_price: 80,
          image_url: rose.image_url,
          stock_quantity: 3,
        }),
      },
    ]);
    // Its purchase cost (20, below retail) is the shop's margin, shown to no customer.
    expect(cart.body.items[0].product).not.toHaveProperty('cost_price');

    const set = await call('PUT', '/api/customer/cart', { token: alice.token, body: { productId: rose.product_id, quantity: 2 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ success: true, message: 'Cart updated', item: { quantity: 2 }, count: 2 });

    const removed = await call('DELETE', `/api/customer/cart/${rose.product_id}`, { token: alice.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, message: 'Removed from cart', count: 0 });
    expect((await call('GET', '/api/customer/cart', { token: alice.token })).body).toEqual({ items: [], count: 0 });
    expect((await call('DELETE', `/api/customer/cart/${rose.product_id}`, { token: alice.token })).status).toBe(200);
  });

  it("refuses unknown, out-of-stock and over-stock quantities with the shop's messages", async () => {
    const token = bob.token;
    const unknown = await call('POST', '/api/customer/cart', { token, body: { productId: 'no-such-product', quantity: 1 } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Product not found']);

    const out = await call('POST', '/api/customer/cart', { token, body: { productId: oud.product_id, quantity: 1 } });
    expect([out.status, out.body.message]).toEqual([409, 'This product is out of stock']);

    const tooMany = await call('POST', '/api/customer/cart', { token, body: { productId: rose.product_id, quantity: 4 } });
    expect([tooMany.status, tooMany.body.message]).toEqual([409, 'Only 3 items available in stock']);

    await call('POST', '/api/customer/cart', { token, body: { productId: rose.product_id, quantity: 2 } });
    const past = await call('POST', '/api/customer/cart', { token, body: { productId: rose.product_id, quantity: 2 } });
    expect([past.status, past.body.message, past.body.inCart]).toEqual([409, 'Only 3 items available in stock', 2]);
    const setPast = await call('PUT', '/api/customer/cart', { token, body: { productId: rose.product_id, quantity: 4 } });
    expect([setPast.status, setPast.body.message]).toEqual([409, 'Only 3 items available in stock']);

    const notInCart = await call('PUT', '/api/customer/cart', { token, body: { productId: musk.product_id, quantity: 1 } });
    expect([notInCart.status, notInCart.body.message]).toEqual([404, 'This item is not in your cart']);

    await call('POST', '/api/customer/cart', { token, body: { productId: musk.product_id, quantity: 99 } });
    const capped = await call('POST', '/api/customer/cart', { token, body: { productId: musk.product_id, quantity: 1 } });
    expect([capped.status, capped.body.message]).toEqual([409, 'You can have at most 99 of one product in your cart']);

    const cart = await call('GET', '/api/customer/cart', { token });
    expect(cart.body.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [rose.product_id, 2],
      [musk.product_id, 99],
    ]);
    for (const id of [rose.product_id, musk.product_id]) await call('DELETE', `/api/customer/cart/${id}`, { token });
  });

  it.each([
    [{ productId: 'x', quantity: 0 }, 'Quantity must be at least 1', 'quantity'],
    [{ productId: 'x', quantity: 100 }, 'Quantity must be at most 99', 'quantity'],
    [{ productId: 'x', quantity: 1.5 }, 'Quantity must be a whole number', 'quantity'],
    [{ productId: 'x' }, 'Quantity must be a whole number', 'quantity'],
    [{ productId: '', quantity: 1 }, 'Product id is required', 'productId'],
    [{ quantity: 1 }, 'Product id is required', 'productId'],
  ])('answers 400 to %j on add and update', async (body, message, field) => {
    for (const method of ['POST', 'PUT']) {
      const answer = await call(method, '/api/customer/cart', { token: alice.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION', message, fieldErrors: { [field]: message } });
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const answer = await call('POST', '/api/customer/cart', { token: alice.token, rawBody: '{"productId":' });
    expect(answer.status).toBe(400);
  });

  it('needs a customer session: 401 without one, 403 for an admin', async () => {
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/customer/cart'],
      ['POST', '/api/customer/cart', { productId: rose.product_id, quantity: 1 }],
      ['PUT', '/api/customer/cart', { productId: rose.product_id, quantity: 1 }],
      ['DELETE', `/api/customer/cart/${rose.product_id}`],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(method, path, { body })).status).toBe(401);
      expect((await call(method, path, { body, token: 'not-a-token' })).status).toBe(401);
      const forbidden = await call(method, path, { body, token: admin.token });
      expect([forbidden.status, forbidden.body.message]).toEqual([403, "You don't have permission to access this page."]);
    }
  });

  it("keeps each customer's cart to themselves", async () => {
    await call('POST', '/api/customer/cart', { token: alice.token, body: { productId: rose.product_id, quantity: 1 } });
    expect((await call('GET', '/api/customer/cart', { token: bob.token })).body.items).toEqual([]);

    expect((await call('DELETE', `/api/customer/cart/${rose.product_id}`, { token: bob.token })).status).toBe(200);
    const update = await call('PUT', '/api/customer/cart', { token: bob.token, body: { productId: rose.product_id, quantity: 3 } });
    expect(update.status).toBe(404);

    const mine = await call('GET', '/api/customer/cart', { token: alice.token });
    expect(mine.body.items).toMatchObject([{ productId: rose.product_id, quantity: 1 }]);
    await call('DELETE', `/api/customer/cart/${rose.product_id}`, { token: alice.token });
  });

  it('leaves out a line whose product was deleted', async () => {
    const gone = await products.create({ stock_quantity: 5 });
    await call('POST', '/api/customer/cart', { token: alice.token, body: { productId: gone.product_id, quantity: 2 } });
    await call('POST', '/api/customer/cart', { token: alice.token, body: { productId: musk.product_id, quantity: 1 } });
    await products.remove(gone.product_id);
    const cart = await call('GET', '/api/customer/cart', { token: alice.token });
    expect(cart.body).toMatchObject({ items: [{ productId: musk.product_id, quantity: 1 }], count: 1 });
    await call('DELETE', `/api/customer/cart/${musk.product_id}`, { token: alice.token });
  });
});
