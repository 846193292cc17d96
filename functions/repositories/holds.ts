/**
 * The hold index: held checkouts (repositories/checkouts.ts) sit in gsi2 under `HOLDS#<shard>`
 * with their hold's end as sort key, until they are paid or released.
 *
 * Access pattern: the held checkouts whose hold ended, across every shard.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { HOLD_SHARDS } from './checkouts';
import { GSI2, tableName } from './table';

/** Held checkouts whose hold ended at or before `now`, from every partition of the hold index (ids only). */
export async function listExpiredHolds(now: Date, limitPerShard = 100): Promise<string[]> {
  const pages = await Promise.all(
    Array.from({ length: HOLD_SHARDS }, (_, shard) =>
      documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: GSI2,
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
          ExpressionAttributeValues: { ':pk': `HOLDS#${shard}`, ':now': now.toISOString() },
          ProjectionExpression: 'id',
          Limit: limitPerShard,
        }),
      ),
    ),
  );
  return pages.flatMap((page) => (page.Items ?? []).map((item) => String(item.id)));
}
