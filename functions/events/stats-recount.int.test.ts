import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { toLambdaRecord } from '../../infra/local/stream-records';
import { documentClient } from '../commons/clients';
import { readCustomerFigures, readDays, readPromoMonth, readTotals } from '../repositories/stats';
import { tableName } from '../repositories/table';
import { apiCall } from '../test-support/api-call';
import { checkoutRequest, emulatorStripe, eventually, startPaidCheckout } from '../test-support/checkout';
import { createTestAdmin, createTestCustomer } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';
import { pickCounters as pick, recount } from '../test-support/stats-recount';
import { handler } from './on-table-change';
import { promoMonthKey, type PromoFigures } from './stats-contribution';

const cloud = useLocalCloud();
const products = testProducts();
const { stripe } = emulatorStripe(cloud);
afterAll(() => products.removeAll());

/** The stream's records about one item, as Lambda would receive them. */
async function streamRecordsOf(pk: string) {
  const client = new DynamoDBStreamsClient({
    endpoint: cloud.dynamoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const table = await documentClient().send(new DescribeTableCommand({ TableName: tableName() }));
  const streamArn = table.Table!.LatestStreamArn!;
  const stream = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
  const found: _Record[] = [];
  for (const shard of stream.StreamDescription?.Shards ?? []) {
    let iterator = (
      await client.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }))
    ).ShardIterator;
    for (let reads = 0; iterator && reads < 500; reads += 1) {
      const page = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      found.push(...(page.Records ?? []).filter((r) => r.dynamodb?.Keys?.pk?.S === pk));
      if (!page.Records?.length) break;
      iterator = page.NextShardIterator;
    }
  }
  return found.map((r) => toLambdaRecord(r, { streamArn, region: 'us-east-1' }));
}

describe('dashboard counters against a recount of the table', () => {
  it('agree after purchases, status changes, a cancellation with refund, and a stream batch delivered twice', async () => {
    const admin = await createTestAdmin();
    const call = (method: string, path: string, body?: unknown) => apiCall(cloud.api, method, path, { token: admin.token, body });
    const product = await products.create({ retail_price: 45, stock_quantity: 20 });
    const buyers = await Promise.all([createTestCustomer(), createTestCustomer(), createTestCustomer()]);
    const orders: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const { orderId, intentId } = await startPaidCheckout(cloud, buyer.token, checkoutRequest([{ product, quantity: i + 1 }]));
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      orders.push(orderId);
    }
    // One customer never pays: an unpaid checkout counts for nothing.
    await startPaidCheckout(cloud, (await createTestCustomer()).token, checkoutRequest([{ product, quantity: 1 }]));
    await eventually(async () => {
      const all = await Promise.all(
        orders.map((id, i) => apiCall(cloud.api, 'GET', `/api/customer/order/${id}`, { token: buyers[i]!.token })),
      );
      return all.every((a) => a.status === 200) ? true : undefined;
    }, 'the payments to settle');
    expect((await call('PATCH', `/api/orders/${orders[0]}/status`, { newStatus: 'shipped' })).status).toBe(200);
    expect((await call('PATCH', `/api/orders/${orders[0]}/status`, { newStatus: 'delivered' })).status).toBe(200);
    expect((await call('PATCH', `/api/orders/${orders[1]}/status`, { newStatus: 'processing' })).status).toBe(200);
    expect((await call('PATCH', `/api/orders/${orders[2]}/status`, { newStatus: 'cancelled' })).status).toBe(200);

    const settled = async () => {
      const [counted, again] = await Promise.all([readTotals(), recount()]);
      return JSON.stringify(pick(counted)) === JSON.stringify(pick(again.totals)) ? { counted, again } : undefined;
    };
    const first = await eventually(settled, 'the counters to agree with the recount', 20_000);
    expect(pick(first.counted)).toEqual(pick(first.again.totals));

    // The stream delivers a batch again (twice): nothing is counted twice.
    const records = (await Promise.all(orders.map((id) => streamRecordsOf(`ORDER#${id}`)))).flat();
    expect(records.length).toBeGreaterThanOrEqual(orders.length * 2);
    expect(await handler({ Records: [...records, ...records] })).toEqual({ batchItemFailures: [] });
    expect(await handler({ Records: records })).toEqual({ batchItemFailures: [] });
    const after = await recount();
    expect(pick(await readTotals())).toEqual(pick(after.totals));
    const days = [...after.days.keys()].sort();
    const stored = await readDays(days[0]!, days.at(-1)!);
    for (const day of days) expect(stored.get(day) ?? { orders: 0, revenueCents: 0 }).toEqual(after.days.get(day));
    // Each buyer's paid orders and spending, as the users list shows them.
    const customers = await readCustomerFigures();
    for (const buyer of buyers) expect(customers.get(buyer.id), buyer.id).toEqual(after.customers.get(buyer.id));
    expect(customers.get(buyers[2]!.id)).toEqual({ orders: 1, spentCents: 0 });
    // Each month's promo codes too: a code whose figures went back to zero keeps its item, at zero.
    const counts = ([, f]: readonly [string, PromoFigures]) => f.uses !== 0 || f.discountCents !== 0;
    for (const month of new Set([...after.promos.keys()].map((key) => key.slice(0, 7)))) {
      const counted = [...(await readPromoMonth(month))].map(([code, f]) => [promoMonthKey(month, code), f] as const).filter(counts);
      const recounted = [...after.promos].filter(([key]) => key.startsWith(promoMonthKey(month, ''))).filter(counts);
      expect(new Map(counted)).toEqual(new Map(recounted));
    }

    const stats = await call('GET', '/api/stats');
    expect(stats.body).toMatchObject({
      totalUsers: after.totals.customers,
      totalOrders: after.totals.paidOrders,
      nonDeliveredOrders: after.totals.nonDelivered,
      totalRevenue: after.totals.revenueCents! / 100,
      totalProducts: after.totals.unitsSold,
      nonOrderUsers: after.totals.customers! - after.totals.customersWithOrders!,
    });
    expect(stats.body.daily).toHaveLength(30);
  }, 60_000);
});
