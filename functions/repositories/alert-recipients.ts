/**
 * The customers an alert page emails, read whole from their profiles (USER#<id> / PROFILE) in
 * batches, apart from users.ts so that only the stream handler's bundle carries a batch read.
 *
 * Access pattern: `getUsersByIds` (100 to a BatchGetItem, unprocessed keys retried).
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { keys, tableName } from './table';
import type { UserItem } from './users';

/** Users by id; ids with no user are left out. */
export async function getUsersByIds(ids: readonly string[]): Promise<UserItem[]> {
  const found: UserItem[] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, unknown>[] = unique.slice(i, i + 100).map((id) => keys.user(id));
    for (let attempt = 0; request.length; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept batch reads unprocessed');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const out = await documentClient().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request } } }));
      found.push(...((out.Responses?.[tableName()] ?? []) as UserItem[]));
      request = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return found;
}
