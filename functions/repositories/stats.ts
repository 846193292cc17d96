/**
 * The dashboard's figures, kept by the stream (events/stats-counters.ts): `STATS` / `TOTALS`
 * holds the totals, `STATS#DAY` / `<YYYY-MM-DD>` each shop day's paid orders and revenue.
 *
 * Access patterns: the totals; the days of a range (one query).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { keys, tableName } from './table';

/** The totals item's counters (missing ones are 0). */
export async function readTotals(): Promise<Record<string, number>> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.stats() }));
  const totals: Record<string, number> = {};
  for (const [name, value] of Object.entries(out.Item ?? {})) if (typeof value === 'number') totals[name] = value;
  return totals;
}

/** The per-day figures from `from` to `to` (shop days, inclusive). */
export async function readDays(from: string, to: string): Promise<Map<string, { orders: number; revenueCents: number }>> {
  const out = await documentClient().send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': 'STATS#DAY', ':from': from, ':to': to },
  }));
  return new Map((out.Items ?? []).map((item) => [String(item.sk), { orders: Number(item.orders ?? 0), revenueCents: Number(item.revenueCents ?? 0) }]));
}
