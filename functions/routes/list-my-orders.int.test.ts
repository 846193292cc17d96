import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '@shared/types';
import { getOrder, putOrder } from '../repositories/orders';
import { apiCall } from '../test-support/api-call';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { DEFAULT_SHOP_TIME_ZONE } from '@shared/format/shop-day';
import { anOrder } from '../test-support/fakes';
import { useLocalCloud } from '../test-support/local-cloud';

const cloud = useLocalCloud();
const call = (path: string, token?: string) => apiCall(cloud.api, 'GET', path, { token });

let alice: TestAccount;
let bob: TestAccount;
let admin: TestAccount;
const aliceOrders: Order[] = [];

function orderFor(user: TestAccount, n: number, status: OrderStatus, itemName: string): Order {
  const id = `${user.id}-order-${n}`;
  const createdAt = new Date(Date.UTC(2026, 0, n, 10)).toISOString();
  return anOrder({
    id,
    userId: user.id,
    status,
    createdAt,
    orderId: `ORD-202601${String(n).padStart(2, '0')}-${user.id.slice(0, 4).toUpperCase()}0${n}`,
    items: [
      {
        _id: `${id}-1`,
        productId: 'p',
        name: itemName,
        productName: itemName,
        image: '/i.svg',
        quantity: 2,
        price: 19.99,
        totalPrice: 39.98,
      },
    ],
    subtotal: 39.98,
    shipping: 9.99,
    tax: 3.2,
    total: 53.17,
  });
}

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([createTestCustomer(), createTestCustomer(), createTestAdmin()]);
  const plan: [OrderStatus, string][] = [
    ['delivered', 'Rose Noir'],
    ['delivered', 'Oud Wood'],
    ['shipped', 'Citrus Bloom'],
    ['pending', 'Vetiver Royal'],
    ['cancelled', 'Rose Absolue'],
    ['processing', 'Amber Nights'],
  ];
  for (const [i, [status, name]] of plan.entries()) aliceOrders.push(orderFor(alice, i + 1, status, name));
  await Promise.all([...aliceOrders, orderFor(bob, 1, 'confirmed', 'Rose Noir')].map((order) => putOrder(order)));
});

describe('the customer order history over HTTP', () => {
  it("lists the caller's orders newest first, in the shape every view reads, with counts", async () => {
    const answer = await call('/api/customer/orders?page=1&limit=50', alice.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Orders retrieved successfully',
      total: 6,
      page: 1,
      limit: 50,
      totalPages: 1,
    });
    expect(answer.body.statusCounts).toEqual({ all: 6, pending: 1, confirmed: 0, processing: 1, shipped: 1, delivered: 2, cancelled: 1 });
    expect(answer.body.orders.map((o: Order) => o.id)).toEqual([...aliceOrders].reverse().map((o) => o.id));
    const first = aliceOrders[0]!;
    // Kept without a zone, as orders placed before the zone was kept are: read in the default one.
    expect(first.timeZone).toBeUndefined();
    expect(answer.body.orders.at(-1)).toEqual({
      ...first,
      address: '1 Main St, Springfield, Illinois 62701, United States',
      timeZone: DEFAULT_SHOP_TIME_ZONE,
    });
    expect(await getOrder(first.id)).toEqual(answer.body.orders.at(-1));
  });

  it('filters by status, searches and pages, with counts over all orders', async () => {
    const delivered = await call('/api/customer/orders?status=delivered', alice.token);
    expect(delivered.body.orders.map((o: Order) => o.status)).toEqual(['delivered', 'delivered']);
    expect(delivered.body.statusCounts.all).toBe(6);

    const rose = await call('/api/customer/orders?search=ROSE', alice.token);
    expect(rose.body.orders.map((o: Order) => o.items[0]!.name)).toEqual(['Rose Absolue', 'Rose Noir']);
    const roseDelivered = await call('/api/customer/orders?status=delivered&search=rose', alice.token);
    expect(roseDelivered.body.orders.map((o: Order) => o.items[0]!.name)).toEqual(['Rose Noir']);
    const byNumber = await call(`/api/customer/orders?search=${aliceOrders[2]!.orderId.toLowerCase()}`, alice.token);
    expect(byNumber.body.orders.map((o: Order) => o.id)).toEqual([aliceOrders[2]!.id]);

    const none = await call('/api/customer/orders?search=lavender', alice.token);
    expect(none.body).toMatchObject({ orders: [], total: 0, message: 'No orders found' });

    const page2 = await call('/api/customer/orders?page=2&limit=4', alice.token);
    expect(page2.body).toMatchObject({ page: 2, limit: 4, total: 6, totalPages: 2 });
    expect(page2.body.orders.map((o: Order) => o.id)).toEqual([aliceOrders[1]!.id, aliceOrders[0]!.id]);
    expect((await call('/api/customer/orders?status=all', alice.token)).body.total).toBe(6);
  });

  it.each([
    ['status=lost', 'Status must be one of: pending, confirmed, processing, shipped, delivered, cancelled'],
    ['page=0', 'Page must be at least 1'],
    ['page=abc', 'Page must be a whole number'],
    ['limit=0', 'Limit must be at least 1'],
    ['limit=101', 'Limit must be at most 100'],
    ['limit=2.5', 'Limit must be a whole number'],
    [`search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
  ])('answers 400 to %s', async (query, message) => {
    const answer = await call(`/api/customer/orders?${query}`, alice.token);
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([400, 'VALIDATION', message]);
  });

  it('shows a customer only their own orders', async () => {
    const answer = await call('/api/customer/orders', bob.token);
    expect(answer.body.orders.map((o: Order) => o.userId)).toEqual([bob.id]);
    expect(answer.body.statusCounts).toMatchObject({ all: 1, confirmed: 1, delivered: 0 });
    const fresh = await createTestCustomer();
    const empty = await call('/api/customer/orders', fresh.token);
    expect(empty.body).toMatchObject({ orders: [], total: 0, message: 'No orders found', statusCounts: { all: 0 } });
  });

  it('needs a customer session: 401 without one, 403 for an admin', async () => {
    expect((await call('/api/customer/orders')).status).toBe(401);
    expect((await call('/api/customer/orders', admin.token)).status).toBe(403);
  });
});
