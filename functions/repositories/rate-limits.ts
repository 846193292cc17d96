/**
 * Rate-limit counters: fixed windows, one item per key and window, counted atomically with
 * UpdateItem ADD and removed by TTL after the window.
 *
 * | item         | pk                          | sk   | attributes        |
 * |--------------|-----------------------------|------|-------------------|
 * | rate counter | RATE#<key>#<window start s> | RATE | hits, expiresAt   |
 *
 * Access patterns: `hitRate` (count one and read the total), `readRate`, `clearRate`.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/clients';
import { keys, tableName } from './table';

/** The window's start in epoch seconds and the item key for it. */
function windowKey(key: string, windowSeconds: number, now: Date) {
  const start = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  return { key: keys.rate(`${key}#${start}`), end: start + windowSeconds };
}

/** Counts one hit in the current window; answers the window's total including it. */
export async function hitRate(key: string, windowSeconds: number, now = new Date()): Promise<number> {
  const { key: itemKey, end } = windowKey(key, windowSeconds, now);
  const out = await documentClient().send(new UpdateCommand({
    TableName: tableName(),
    Key: itemKey,
    UpdateExpression: 'ADD hits :one SET #t = :t, expiresAt = :e',
    ExpressionAttributeNames: { '#t': 'type' },
    ExpressionAttributeValues: { ':one': 1, ':t': 'rate', ':e': end + 60 },
    ReturnValues: 'UPDATED_NEW',
  }));
  return Number(out.Attributes?.hits ?? 1);
}

/** The current window's total, without counting. */
export async function readRate(key: string, windowSeconds: number, now = new Date()): Promise<number> {
  const { key: itemKey } = windowKey(key, windowSeconds, now);
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: itemKey, ConsistentRead: true }));
  return Number(out.Item?.hits ?? 0);
}

/** Forgets the current window's count (after a successful sign-in, for instance). */
export async function clearRate(key: string, windowSeconds: number, now = new Date()): Promise<void> {
  const { key: itemKey } = windowKey(key, windowSeconds, now);
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: itemKey }));
}
