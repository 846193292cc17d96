import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/clients';
import { expiresIn, keys, tableName } from '../repositories/table';
import { contributionDelta, type Contribution } from './stats-contribution';
import type { Reaction, TableChange } from './reactions';
import { env } from '../commons/env';

const REACTION = 'stats-counters';

/** The shop's time zone for the dashboard's days (a deploy setting). */
const timeZone = () => env.shopTimeZone;

/** The stats items: the totals, one item per shop day, and a customer's "has a paid order" mark. */
export const statsKeys = {
  totals: keys.stats,
  day: (day: string) => ({ pk: 'STATS#DAY', sk: day }),
  payingCustomer: (userId: string) => ({ pk: `STATS#CUSTOMER#${userId}`, sk: 'PAID' }),
};

const isConditionFailure = (error: unknown) =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');

function adds(key: Record<string, string>, values: Record<string, number>) {
  const names = Object.keys(values);
  return {
    Update: {
      TableName: tableName(), Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')} SET #t = :t`,
      ExpressionAttributeNames: { '#t': 'type', ...Object.fromEntries(names.map((n, i) => [`#c${i}`, n])) },
      ExpressionAttributeValues: { ':t': 'stats', ...Object.fromEntries(names.map((n, i) => [`:c${i}`, values[n]!])) },
    },
  };
}

/** Applies a delta once per stream record: the record's id is written in the same transaction. */
async function applyOnce(eventId: string | undefined, delta: Contribution): Promise<void> {
  const parts = [
    ...(Object.keys(delta.totals).length ? [adds(statsKeys.totals(), delta.totals)] : []),
    ...Object.entries(delta.days).map(([day, figures]) => adds(statsKeys.day(day), figures)),
  ];
  if (!parts.length) return;
  const marker = eventId
    ? [{ Put: { TableName: tableName(), Item: { ...keys.appliedChange(REACTION, eventId), type: 'appliedChange', expiresAt: expiresIn(24 * 3600) }, ConditionExpression: 'attribute_not_exists(pk)' } }]
    : [];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [...marker, ...parts] }));
  } catch (error) {
    if (isConditionFailure(error)) return; // applied already
    throw error;
  }
}

/** Counts a customer's first paid order once (the mark is the guard); safe to repeat. */
async function markPayingCustomer(userId: string): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...statsKeys.payingCustomer(userId), type: 'stats' }, ConditionExpression: 'attribute_not_exists(pk)' } },
        adds(statsKeys.totals(), { customersWithOrders: 1 }),
      ],
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Keeps the dashboard's figures in a few items, so the dashboard never scans the table. The
 * stream delivers at least once: each record's delta is applied in one transaction with its
 * record id, so a retried delivery counts nothing twice.
 */
export const statsReaction: Reaction = {
  name: REACTION,
  wants: (change) => {
    const delta = contributionDelta(change.oldItem, change.newItem, timeZone());
    return Object.keys(delta.totals).length > 0 || Object.keys(delta.days).length > 0 || Boolean(delta.payingCustomer);
  },
  async run(change: TableChange) {
    const delta = contributionDelta(change.event === 'INSERT' ? undefined : change.oldItem, change.event === 'REMOVE' ? undefined : change.newItem, timeZone());
    await applyOnce(change.eventId, delta);
    if (delta.payingCustomer) await markPayingCustomer(delta.payingCustomer);
  },
};
