import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/clients';
import { env } from '../commons/env';
import { contributionOf } from '../events/stats-contribution';
import { tableName } from '../repositories/table';

/** The dashboard's counters a test compares with a recount. */
const COUNTERS = [
  'users',
  'customers',
  'products',
  'subscribers',
  'orders',
  'paidOrders',
  'nonDelivered',
  'revenueCents',
  'unitsSold',
  'customersWithOrders',
  'status_pending',
  'status_confirmed',
  'status_processing',
  'status_shipped',
  'status_delivered',
  'status_cancelled',
];

/** Those counters out of a totals item, a missing one as 0. */
export const pickCounters = (totals: Record<string, number>) => Object.fromEntries(COUNTERS.map((name) => [name, totals[name] ?? 0]));

/** Every figure counted again from a scan of the whole table, with the same contribution rule. */
export async function recount() {
  const totals: Record<string, number> = {};
  const days = new Map<string, { orders: number; revenueCents: number }>();
  const promos = new Map<string, { uses: number; discountCents: number }>();
  const customers = new Map<string, { orders: number; spentCents: number }>();
  const paying = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      const c = contributionOf(item, env.shopTimeZone);
      for (const [name, value] of Object.entries(c.totals)) totals[name] = (totals[name] ?? 0) + value;
      for (const [day, figures] of Object.entries(c.days)) {
        const d = days.get(day) ?? { orders: 0, revenueCents: 0 };
        days.set(day, { orders: d.orders + figures.orders, revenueCents: d.revenueCents + figures.revenueCents });
      }
      for (const [monthCode, figures] of Object.entries(c.promos)) {
        const p = promos.get(monthCode) ?? { uses: 0, discountCents: 0 };
        promos.set(monthCode, { uses: p.uses + figures.uses, discountCents: p.discountCents + figures.discountCents });
      }
      for (const [userId, figures] of Object.entries(c.customers)) {
        const f = customers.get(userId) ?? { orders: 0, spentCents: 0 };
        customers.set(userId, { orders: f.orders + figures.orders, spentCents: f.spentCents + figures.spentCents });
      }
      if (c.payingCustomer) paying.add(c.payingCustomer);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  totals.customersWithOrders = paying.size;
  return { totals, days, promos, customers };
}
