import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shared/types';
import { getOrder, putOrder } from '../repositories/orders';
import { apiCall } from '../test-support/api-call';
import { createTestAdmin, createTestCustomer, type TestAccount } from '../test-support/customers';
import { anOrder } from '../test-support/fakes';
import { useLocalCloud } from '../test-support/local-cloud';

const cloud = useLocalCloud();
const call = (orderId: string, token?: string) =>
  apiCall(cloud.api, 'GET', `/api/customer/order/${encodeURIComponent(orderId)}`, { token });

let alice: TestAccount;
let bob: TestAccount;
let admin: TestAccount;
let order: Order;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([createTestCustomer(), createTestCustomer(), createTestAdmin()]);
  order = anOrder({
    id: `${alice.id}-confirm-1`,
    userId: alice.id,
    status: 'shipped',
    orderId: 'ORD-20260114-7KQ2ZD',
    items: [
      {
        _id: 'l1',
        productId: 'p1',
        name: 'Rose Noir',
        productName: 'Rose Noir',
        image: '/i1.svg',
        quantity: 2,
        price: 19.99,
        totalPrice: 39.98,
      },
      { _id: 'l2', productId: 'p2', name: 'Oud Wood', productName: 'Oud Wood', image: '/i2.svg', quantity: 1, price: 45, totalPrice: 45 },
    ],
    subtotal: 84.98,
    shipping: 0,
    tax: 6.8,
    total: 91.78,
    trackingNumber: '1Z999AA10123456784',
  });
  await putOrder(order);
});

describe("one of the customer's orders over HTTP", () => {
  it('answers the owner with the order in the shape every view reads', async () => {
    const answer = await call(order.id, alice.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, order: await getOrder(order.id) });
    expect(answer.body.order).toMatchObject({
      id: order.id,
      orderId: 'ORD-20260114-7KQ2ZD',
      status: 'shipped',
      total: 91.78,
      items: [
        { name: 'Rose Noir', quantity: 2, price: 19.99 },
        { name: 'Oud Wood', quantity: 1, price: 45 },
      ],
      shippingAddress: { fullName: 'Dana Demo', city: 'Springfield', zipCode: '62701' },
    });
  });

  it('answers 404 "Order not found" for a missing order and for another customer\'s order alike', async () => {
    for (const answer of [await call('no-such-order', alice.token), await call(order.id, bob.token)]) {
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([404, 'NOT_FOUND', 'Order not found']);
    }
  });

  it('needs a customer session: 401 without one, 403 for an admin', async () => {
    expect((await call(order.id)).status).toBe(401);
    expect((await call(order.id, admin.token)).status).toBe(403);
  });

  it('answers 400 to an over-long id', async () => {
    const answer = await call('x'.repeat(101), alice.token);
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([400, 'VALIDATION', 'Order id is too long']);
  });
});
