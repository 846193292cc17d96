import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/clients';
import { expiresIn, keys, tableName } from '../repositories/table';
import type { Reaction, TableChange } from './reactions';

/** The counters the dashboard reads, by the entity type they count. */
const COUNTED: Record<string, string> = { user: 'users', product: 'products', order: 'orders', subscriber: 'subscribers' };

const REACTION = 'stats-counters';

/**
 * +1 when an item becomes a counted entity (inserted, or an unpaid checkout turning into an
 * order), -1 when it stops being one (removed), nothing otherwise.
 */
export function counterDelta(change: TableChange): { counter: string; delta: number } | undefined {
  const before = change.event === 'INSERT' ? undefined : COUNTED[String(change.oldItem?.type)];
  const after = change.event === 'REMOVE' ? undefined : COUNTED[String(change.newItem?.type)];
  if (before === after) return undefined;
  return after ? { counter: after, delta: 1 } : { counter: before!, delta: -1 };
}

function counterUpdate(counter: string, delta: number) {
  return {
    TableName: tableName(),
    Key: keys.stats(),
    UpdateExpression: 'ADD #c :d SET #t = :t',
    ExpressionAttributeNames: { '#c': counter, '#t': 'type' },
    ExpressionAttributeValues: { ':d': delta, ':t': 'stats' },
  };
}

/**
 * Keeps the dashboard's totals in one item, so the dashboard never scans the table. The stream
 * delivers at least once: the record's id is written in the same transaction as the count,
 * so a retried delivery counts nothing twice.
 */
export const statsReaction: Reaction = {
  name: REACTION,
  wants: (change) => counterDelta(change) !== undefined,
  async run(change) {
    const { counter, delta } = counterDelta(change)!;
    if (!change.eventId) {
      await documentClient().send(new UpdateCommand(counterUpdate(counter, delta)));
      return;
    }
    try {
      await documentClient().send(new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.appliedChange(REACTION, change.eventId), type: 'appliedChange', expiresAt: expiresIn(24 * 3600) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Update: counterUpdate(counter, delta) },
        ],
      }));
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      if (reasons?.[0]?.Code === 'ConditionalCheckFailed') return; // already counted
      throw error;
    }
  },
};
