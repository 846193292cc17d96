import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { ORDER_STATUSES, type Order } from '@shared/types';
import { signSession } from '../../functions/commons/session';
import { findUserByEmail, sessionUserOf } from '../../functions/repositories/users';
import { apiCall } from '../../functions/test-support/api-call';
import { useLocalCloud } from '../../functions/test-support/local-cloud';
import { testProducts } from '../../functions/test-support/products';
import { seedDemoCustomer } from './index';

const cloud = useLocalCloud();
const products = testProducts();
const tag = randomUUID().slice(0, 8);
const demo = { email: `demo-${tag}@test.maison.local`, password: 'maison-demo', username: `demo_${tag}` };

// Whatever the run seeded, the catalogue has at least one product to order.
beforeAll(() => products.create());
afterAll(() => products.removeAll());

describe('the demo customer', () => {
  it('is created once, verified, with an order in every status', async () => {
    expect(await seedDemoCustomer(demo)).toEqual({ created: true, orders: 8 });
    expect(await seedDemoCustomer({ ...demo, password: 'another-password' })).toEqual({ created: false, orders: 8 });

    const user = await findUserByEmail(demo.email);
    expect(user).toMatchObject({ role: 'user', emailVerified: true, username: demo.username });
    const token = await signSession(sessionUserOf(user!), 600);
    const answer = await apiCall(cloud.api, 'GET', '/api/customer/orders', { token });
    expect(answer.body.total).toBe(8);
    for (const status of ORDER_STATUSES) expect(answer.body.statusCounts[status]).toBeGreaterThan(0);
    for (const order of answer.body.orders as Order[]) {
      expect(order.total).toBeCloseTo(order.subtotal - order.promoDiscount + order.shipping + order.tax, 2);
      expect(order.items.length).toBeGreaterThan(0);
    }
  });

  it.skipIf(!('login' in routes))('signs in with the demo password', async () => {
    const answer = await apiCall(cloud.api, 'POST', '/api/auth/login', { body: { username: demo.email, password: demo.password } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ role: 'user', email: demo.email });
  });
});
