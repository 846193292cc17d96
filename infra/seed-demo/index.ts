import { hashPassword } from '../../functions/commons/passwords';
import { listProducts } from '../../functions/repositories/products';
import { listOrdersByUser, putOrder } from '../../functions/repositories/orders';
import { createUser, findUserByEmail } from '../../functions/repositories/users';
import { planDemoOrders } from './demo-orders';

import { DEMO_CUSTOMER } from './demo-customer';

export { DEMO_CUSTOMER };

export interface DemoCustomerOptions {
  email?: string;
  password?: string;
  username?: string;
  now?: Date;
}

/**
 * Creates a verified demo customer with an order history in every status, from the seeded
 * catalogue (run it after the catalogue seed). Idempotent: an existing customer keeps their
 * password, and orders already written are left as they are. `orders` is how many demo orders
 * the customer has afterwards (0 when the catalogue is empty).
 */
export async function seedDemoCustomer(options: DemoCustomerOptions = {}): Promise<{ created: boolean; orders: number }> {
  const email = (options.email ?? DEMO_CUSTOMER.email).trim().toLowerCase();
  const existing = await findUserByEmail(email);
  const user =
    existing ??
    (await createUser({
      username: options.username ?? DEMO_CUSTOMER.username,
      email,
      passwordHash: await hashPassword(options.password ?? DEMO_CUSTOMER.password),
      role: 'user',
      emailVerified: true,
    }));
  const planned = planDemoOrders({ userId: user.id, email, products: await listProducts(), now: options.now ?? new Date() });
  for (const order of planned) await putOrder(order, { ifAbsent: true });
  const ids = new Set(planned.map((order) => order.id));
  const orders = (await listOrdersByUser(user.id)).filter((order) => ids.has(order.id)).length;
  return { created: !existing, orders };
}
