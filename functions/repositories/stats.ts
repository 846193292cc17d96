/**
 * The dashboard's figures, kept by the stream (events/stats-counters.ts): `STATS` / `TOTALS`
 * holds the totals, `STATS#DAY` / `<YYYY-MM-DD>` each shop day's paid orders and revenue,
 * `STATS#PROMO` / `<YYYY-MM>#<CODE>` each promo code's uses and discount in a shop month,
 * `STATS#CUSTOMERS` / `<userId>` each customer's paid orders and spending.
 *
 * Access patterns: the totals; the days of a range (one query); the codes of a month (one query);
 * every customer's figures (one query).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { keys, queryAll, tableName } from './table';

/** The totals item's counters (missing ones are 0). */
export async function readTotals(): Promise<Record<string, number>> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.stats() }));
  const totals: Record<string, number> = {};
  for (const [name, value] of Object.entries(out.Item ?? {})) if (typeof value === 'number') totals[name] = value;
  return totals;
}

/** The per-day figures from `from` to `to` (shop days, inclusive). */
export async function readDays(from: string, to: string): Promise<Map<string, { orders: number; revenueCents: number }>> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': 'STATS#DAY', ':from': from, ':to': to },
    }),
  );
  return new Map(
    (out.Items ?? []).map((item) => [String(item.sk), { orders: Number(item.orders ?? 0), revenueCents: Number(item.revenueCents ?? 0) }]),
  );
}

/** Each promo code's uses and discount (cents) in a shop month `YYYY-MM`, by code. */
export async function readPromoMonth(month: string): Promise<Map<string, { uses: number; discountCents: number }>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :month)',
    ExpressionAttributeValues: { ':pk': 'STATS#PROMO', ':month': `${month}#` },
  });
  // The key is `<YYYY-MM>#<CODE>`: the code is what follows the month and its separator.
  return new Map(
    items.map((item) => [
      String(item.sk).slice(month.length + 1),
      { uses: Number(item.uses ?? 0), discountCents: Number(item.discountCents ?? 0) },
    ]),
  );
}

/** Every customer's paid orders and spending (cents, on orders still earning), by user id. */
export async function readCustomerFigures(): Promise<Map<string, { orders: number; spentCents: number }>> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'STATS#CUSTOMERS' } });
  return new Map(items.map((item) => [String(item.sk), { orders: Number(item.orders ?? 0), spentCents: Number(item.spentCents ?? 0) }]));
}
