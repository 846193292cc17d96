import { describe, expect, it } from 'vitest';
import { anOrder, fakeOrderStore } from '../test-support/fakes';
import { createMyOrder, createMyOrdersList } from './orders';

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;
const item = (name: string) => ({ _id: name, productId: name, name, productName: name, image: '', quantity: 1, price: 10, totalPrice: 10 });

function setup() {
  const store = fakeOrderStore([
    anOrder({
      id: 'o1',
      userId: 'a',
      status: 'delivered',
      createdAt: day(1),
      orderId: 'ORD-20260101-000001',
      items: [item('Rose Noir')],
      trackingNumber: '1Z999',
    }),
    anOrder({ id: 'o2', userId: 'a', status: 'pending', createdAt: day(2), orderId: 'ORD-20260101-000002', items: [item('Oud Wood')] }),
    anOrder({
      id: 'o3',
      userId: 'a',
      status: 'pending',
      createdAt: day(3),
      orderId: 'ORD-20260101-000003',
      items: [item('Citrus Bloom'), item('Rose Absolue')],
    }),
    anOrder({ id: 'o4', userId: 'a', status: 'cancelled', createdAt: day(4), orderId: 'ORD-20260101-000004', items: [item('Vetiver')] }),
    anOrder({ id: 'o5', userId: 'b', status: 'shipped', createdAt: day(5), orderId: 'ORD-20260101-000005', items: [item('Rose Noir')] }),
  ]);
  // The two routes' operations over one store.
  return { listMine: createMyOrdersList(store), getMine: createMyOrder(store) };
}

const ids = (answer: { orders: { id: string }[] }) => answer.orders.map((o) => o.id);

describe('customer order history', () => {
  it("lists only the caller's orders, newest first, with counts over all of them", async () => {
    const answer = await setup().listMine('a', { page: 1, limit: 50 });
    expect(ids(answer)).toEqual(['o4', 'o3', 'o2', 'o1']);
    expect(answer.statusCounts).toEqual({ all: 4, pending: 2, confirmed: 0, processing: 0, shipped: 0, delivered: 1, cancelled: 1 });
    expect(answer).toMatchObject({ success: true, message: 'Orders retrieved successfully', total: 4, totalPages: 1 });
  });

  it('filters by status and keeps the counts of every status', async () => {
    const answer = await setup().listMine('a', { status: 'pending', page: 1, limit: 50 });
    expect(ids(answer)).toEqual(['o3', 'o2']);
    expect(answer.statusCounts.all).toBe(4);
    expect(ids(await setup().listMine('a', { status: 'all', page: 1, limit: 50 }))).toHaveLength(4);
  });

  it('searches display numbers, item names, statuses and tracking numbers, ignoring case', async () => {
    const service = setup();
    const search = async (text: string) => ids(await service.listMine('a', { search: text, page: 1, limit: 50 }));
    expect(await search('  rose ')).toEqual(['o3', 'o1']);
    expect(await search('ord-20260101-000002')).toEqual(['o2']);
    expect(await search('CANCEL')).toEqual(['o4']);
    expect(await search('1z999')).toEqual(['o1']);
    expect(await search('')).toHaveLength(4);
    const none = await service.listMine('a', { search: 'lavender', page: 1, limit: 50 });
    expect(none).toMatchObject({ orders: [], total: 0, message: 'No orders found' });
    expect(none.statusCounts.all).toBe(4);
  });

  it('combines status and search', async () => {
    expect(ids(await setup().listMine('a', { status: 'pending', search: 'rose', page: 1, limit: 50 }))).toEqual(['o3']);
  });

  it('pages through the matches; a page past the end is empty', async () => {
    const service = setup();
    expect(await service.listMine('a', { page: 1, limit: 3 })).toMatchObject({ total: 4, totalPages: 2, page: 1, limit: 3 });
    expect(ids(await service.listMine('a', { page: 2, limit: 3 }))).toEqual(['o1']);
    expect(ids(await service.listMine('a', { page: 3, limit: 3 }))).toEqual([]);
  });

  it('answers a customer without orders with zero counts', async () => {
    const answer = await setup().listMine('nobody', { page: 1, limit: 50 });
    expect(answer.orders).toEqual([]);
    expect(Object.values(answer.statusCounts).every((n) => n === 0)).toBe(true);
  });
});

describe("one of the customer's orders", () => {
  it("answers the caller's own order", async () => {
    expect(await setup().getMine('a', 'o3')).toMatchObject({
      success: true,
      order: { id: 'o3', userId: 'a', orderId: 'ORD-20260101-000003' },
    });
  });

  it('answers 404 "Order not found" for a missing order and for another customer\'s', async () => {
    const service = setup();
    for (const [user, id] of [
      ['a', 'nope'],
      ['a', 'o5'],
      ['b', 'o1'],
    ] as const) {
      await expect(service.getMine(user, id)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Order not found' });
    }
  });
});
