/**
 * Rate-limit counters: fixed windows, one item per key and window, counted atomically with
 * UpdateItem ADD and removed by TTL after the window.
 *
 * | item         | pk                          | sk   | attributes        |
 * |--------------|-----------------------------|------|-------------------|
 * | rate counter | RATE#<key>#<window start s> | RATE | hits, expiresAt   |
 * | throttle     | RATE#<key>                  | RATE | attempts, nextAt, expiresAt |
 *
 * Access patterns: `hitRate` (count one and read the total), `readRate`, `clearRate`,
 * `claimWithinBudget` (count one only while under the limit), `claimThrottled` (take an attempt
 * under growing delays), `forgetThrottle`.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { delayAfter, type Claim, type Throttle } from '../commons/throttle';
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

/**
 * Counts one in the current window only while the total is under `limit`, atomically: however
 * many requests race, at most `limit` are counted and allowed. Answers whether this one was.
 */
export async function claimWithinBudget(key: string, limit: number, windowSeconds: number, now = new Date()): Promise<boolean> {
  const { key: itemKey, end } = windowKey(key, windowSeconds, now);
  try {
    await documentClient().send(new UpdateCommand({
      TableName: tableName(),
      Key: itemKey,
      UpdateExpression: 'ADD hits :one SET #t = :t, expiresAt = :e',
      ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':t': 'rate', ':e': end + 60, ':limit': limit },
    }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Takes one attempt under a throttle, before the work it guards: the first `free` attempts go
 * at once, each later one only after a delay that doubles. The count is written with a
 * condition on the state it was computed from, so racing requests take turns (a loser reads
 * again) and none slips past a delay. Quiet for `quietSeconds`, the throttle starts over.
 */
export async function claimThrottled(key: string, throttle: Throttle, now = new Date()): Promise<Claim> {
  const itemKey = keys.rate(key);
  const nowSeconds = now.getTime() / 1000;
  for (let turn = 0; turn < 20; turn += 1) {
    const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: itemKey, ConsistentRead: true }));
    const live = out.Item && Number(out.Item.expiresAt) > nowSeconds ? out.Item : undefined;
    const attempts = Number(live?.attempts ?? 0);
    const nextAt = Number(live?.nextAt ?? 0);
    if (attempts >= throttle.free && nextAt > nowSeconds) return { allowed: false, retryAfterSeconds: Math.ceil(nextAt - nowSeconds) };
    const taken = attempts + 1;
    const next = nowSeconds + delayAfter(taken, throttle);
    try {
      await documentClient().send(new PutCommand({
        TableName: tableName(),
        Item: { ...itemKey, type: 'rate', attempts: taken, nextAt: next, expiresAt: Math.ceil(next + throttle.quietSeconds) },
        ...(out.Item
          ? { ConditionExpression: 'attempts = :a AND expiresAt = :e', ExpressionAttributeValues: { ':a': out.Item.attempts, ':e': out.Item.expiresAt } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }));
      return { allowed: true };
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  return { allowed: false, retryAfterSeconds: 1 };
}

/** Starts a throttle over (after a successful sign-in, for instance). */
export async function forgetThrottle(key: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.rate(key) }));
}
