import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/clients';
import { type Figure, ORDER_METRICS, putMetrics } from '../commons/metric-line';
import { FAILED_EVENT_SECONDS } from '../repositories/failed-events';
import { expiresIn, keys, tableName } from '../repositories/table';
import { contributionDelta, countsAnything, type Contribution } from './stats-contribution';
import type { Reaction, TableChange } from './reactions';
import { env } from '../commons/env';

const REACTION = 'stats-counters';

/**
 * How long a record's "applied" mark is kept: while the record may still come again, from the
 * stream (24 hours) or replayed from the failed events (kept 14 days), plus a day.
 */
const APPLIED_MARK_SECONDS = FAILED_EVENT_SECONDS + 24 * 3600;

/** The shop's time zone for the dashboard's days (a deploy setting). */
const timeZone = () => env.shopTimeZone;

/**
 * The stats items: the totals, one item per shop day, one per shop month and promo code (its
 * key `<YYYY-MM>#<CODE>`, so a month's codes are one query), one per customer with paid orders
 * (all in one partition, so the users list reads them in one query), and a customer's "has a
 * paid order" mark.
 */
const statsKeys = {
  totals: keys.stats,
  day: (day: string) => ({ pk: 'STATS#DAY', sk: day }),
  promoMonth: (monthCode: string) => ({ pk: 'STATS#PROMO', sk: monthCode }),
  customer: (userId: string) => ({ pk: 'STATS#CUSTOMERS', sk: userId }),
  payingCustomer: (userId: string) => ({ pk: `STATS#CUSTOMER#${userId}`, sk: 'PAID' }),
};

const isConditionFailure = (error: unknown) =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');

function adds(key: Record<string, string>, values: Record<string, number>) {
  const names = Object.keys(values);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')} SET #t = :t`,
      ExpressionAttributeNames: { '#t': 'type', ...Object.fromEntries(names.map((n, i) => [`#c${i}`, n])) },
      ExpressionAttributeValues: { ':t': 'stats', ...Object.fromEntries(names.map((n, i) => [`:c${i}`, values[n]!])) },
    },
  };
}

/**
 * Applies a delta once per stream record: the record's id is written in the same transaction.
 * Answers whether this call applied it (false: nothing to apply, or applied before).
 */
async function applyOnce(eventId: string | undefined, delta: Contribution): Promise<boolean> {
  const parts = [
    ...(Object.keys(delta.totals).length ? [adds(statsKeys.totals(), delta.totals)] : []),
    ...Object.entries(delta.days).map(([day, figures]) => adds(statsKeys.day(day), figures)),
    ...Object.entries(delta.promos).map(([monthCode, figures]) => adds(statsKeys.promoMonth(monthCode), figures)),
    ...Object.entries(delta.customers).map(([userId, figures]) => adds(statsKeys.customer(userId), figures)),
  ];
  if (!parts.length) return false;
  const marker = eventId
    ? [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.appliedChange(REACTION, eventId), type: 'appliedChange', expiresAt: expiresIn(APPLIED_MARK_SECONDS) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]
    : [];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [...marker, ...parts] }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false; // applied already
    throw error;
  }
}

/**
 * What a change adds to the dashboard's order figures in CloudWatch: orders newly paid, and the
 * revenue they earn in dollars (negative when a paid order is cancelled), as the counters count.
 */
export function orderFigures(delta: Contribution): Record<string, Figure> {
  const paid = delta.totals.paidOrders ?? 0;
  const revenueCents = delta.totals.revenueCents ?? 0;
  if (!paid && !revenueCents) return {};
  return { OrdersPaid: { value: paid, unit: 'Count' }, Revenue: { value: revenueCents / 100, unit: 'None' } };
}

/** Counts a customer's first paid order once (the mark is the guard); safe to repeat. */
async function markPayingCustomer(userId: string): Promise<void> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...statsKeys.payingCustomer(userId), type: 'stats' },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          adds(statsKeys.totals(), { customersWithOrders: 1 }),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Keeps the dashboard's figures in a few items, so the dashboard never scans the table. The
 * stream delivers at least once: each record's delta is applied in one transaction with its
 * record id, so a retried or replayed delivery counts nothing twice, and puts the order figures
 * in CloudWatch once (an EMF log line, written after the transaction; only a crash between the
 * two loses a line, never doubles one).
 */
export const statsReaction: Reaction = {
  name: REACTION,
  wants: (change) => {
    const delta = contributionDelta(change.oldItem, change.newItem, timeZone());
    return countsAnything(delta) || Boolean(delta.payingCustomer);
  },
  async run(change: TableChange) {
    const delta = contributionDelta(
      change.event === 'INSERT' ? undefined : change.oldItem,
      change.event === 'REMOVE' ? undefined : change.newItem,
      timeZone(),
    );
    // The metric line goes with the counters: written when this delivery applied the change.
    if (await applyOnce(change.eventId, delta)) putMetrics(ORDER_METRICS, orderFigures(delta));
    if (delta.payingCustomer) await markPayingCustomer(delta.payingCustomer);
  },
};
