import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '@shared/routes/admin';
import { createPromotion, deletePromotion } from '../repositories/promos';
import { putOrder } from '../repositories/orders';
import { apiCall } from '../test-support/api-call';
import { eventually } from '../test-support/checkout';
import { createTestAdmin, createTestCustomer } from '../test-support/customers';
import { anOrder } from '../test-support/fakes';
import { useLocalCloud } from '../test-support/local-cloud';
import { promotionRules } from '@shared/cart/promo-codes';

const cloud = useLocalCloud();
const made: string[] = [];

/** A fresh code for a test, removed after the run. */
async function promotion(active: boolean): Promise<string> {
  const code = `DASH${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  made.push(code);
  await createPromotion(promotionRules({ code, active }));
  return code;
}

afterAll(async () => {
  await Promise.all(made.map((code) => deletePromotion(code).catch(() => undefined)));
});

describe("the dashboard's promotions this month", () => {
  it('counts a paid order with a code from the stream, and a cancellation gives its use back', async () => {
    const [admin, customer] = await Promise.all([createTestAdmin(), createTestCustomer()]);
    const stats = async () => {
      const answer = await apiCall<DashboardStats>(cloud.api, 'GET', '/api/stats', { token: admin.token });
      expect(answer.status).toBe(200);
      return answer.body.promotions;
    };
    const [used, unused, inactive] = [await promotion(true), await promotion(true), await promotion(false)];

    const before = await stats();
    expect(before.find((p) => p.code === used)).toEqual({ code: used, uses: 0, discountGiven: 0, totalUses: 0 });
    expect(before.map((p) => p.code)).not.toContain(inactive);

    // The order is written as payment leaves it: the counters follow the order item, whoever wrote it.
    const id = `dash-${randomUUID()}`;
    const now = new Date().toISOString();
    const order = anOrder({
      id,
      userId: customer.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      createdAt: now,
      updatedAt: now,
      subtotal: 50,
      promoCode: used,
      promoDiscount: 12.5,
      shipping: 9.99,
      tax: 3,
      total: 50.49,
    });
    await putOrder(order);
    const counted = await eventually(async () => {
      const rows = await stats();
      return rows.find((p) => p.code === used)?.uses === 1 ? rows : undefined;
    }, 'the use to be counted');
    expect(counted.find((p) => p.code === used)).toEqual({ code: used, uses: 1, discountGiven: 12.5, totalUses: 0 });
    // Most used first: the used code comes before the unused one, whatever their names.
    expect(counted.findIndex((p) => p.code === used)).toBeLessThan(counted.findIndex((p) => p.code === unused));

    await putOrder({ ...order, status: 'cancelled', paymentStatus: 'refunded', updatedAt: new Date().toISOString() });
    const after = await eventually(async () => {
      const row = (await stats()).find((p) => p.code === used);
      return row?.uses === 0 ? row : undefined;
    }, 'the cancellation to give the use back');
    expect(after).toEqual({ code: used, uses: 0, discountGiven: 0, totalUses: 0 });
  }, 60_000);
});
