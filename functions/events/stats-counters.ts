import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/clients';
import { keys, tableName } from '../repositories/table';
import type { Reaction, TableChange } from './reactions';

/** The counters the dashboard reads, by the entity type they count. */
const COUNTED: Record<string, string> = { user: 'users', product: 'products', order: 'orders', subscriber: 'subscribers' };

/** +1 for an inserted entity, -1 for a removed one, nothing otherwise. */
export function counterDelta(change: TableChange): { counter: string; delta: number } | undefined {
  const item = change.event === 'REMOVE' ? change.oldItem : change.newItem;
  const counter = COUNTED[String(item?.type)];
  if (!counter || change.event === 'MODIFY') return undefined;
  return { counter, delta: change.event === 'INSERT' ? 1 : -1 };
}

/** Keeps the dashboard's totals in one item, so the dashboard never scans the table. */
export const statsReaction: Reaction = {
  name: 'stats-counters',
  wants: (change) => counterDelta(change) !== undefined,
  async run(change) {
    const { counter, delta } = counterDelta(change)!;
    await documentClient().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.stats(),
      UpdateExpression: 'ADD #c :d SET #t = :t',
      ExpressionAttributeNames: { '#c': counter, '#t': 'type' },
      ExpressionAttributeValues: { ':d': delta, ':t': 'stats' },
    }));
  },
};
