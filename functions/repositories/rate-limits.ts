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
 * `claimWithinBudget` (count one only while under the limit), `claimBudgets` (one from each of
 * several budgets, or the wait), `claimThrottled` (take an attempt under growing delays),
 * `forgetThrottle`.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { delayAfter, type Budget, type Claim, type Throttle } from '../commons/throttle';
import { isConditionFailure, keys, tableName } from './table';

/** The window's start in epoch seconds and the item key for it. */
function windowKey(key: string, windowSeconds: number, now: Date) {
  const start = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  return { key: keys.rate(`${key}#${start}`), end: start + windowSeconds };
}

/** Counts one hit in the current window; answers the window's total including it. */
export async function hitRate(key: string, windowSeconds: number, now = new Date()): Promise<number> {
  const { key: itemKey, end } = windowKey(key, windowSeconds, now);
  const out = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: itemKey,
      UpdateExpression: 'ADD hits :one SET #t = :t, expiresAt = :e',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':t': 'rate', ':e': end + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.hits ?? 1);
}

/**
 * Counts one in the current window only while the total is under `limit`, atomically: however
 * many requests race, at most `limit` are counted and allowed. Answers whether this one was.
 */
export async function claimWithinBudget(key: string, limit: number, windowSeconds: number, now = new Date()): Promise<boolean> {
  const { key: itemKey, end } = windowKey(key, windowSeconds, now);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: itemKey,
        UpdateExpression: 'ADD hits :one SET #t = :t, expiresAt = :e',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':one': 1, ':t': 'rate', ':e': end + 60, ':limit': limit },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Takes one request from each budget in turn, before the work they guard, and stops at the first
 * that is spent: a refused request is counted by none after it. Refused, the answer is the wait
 * until that budget's window ends.
 */
export async function claimBudgets(budgets: readonly { key: string; budget: Budget }[], now = new Date()): Promise<Claim> {
  for (const { key, budget } of budgets) {
    if (await claimWithinBudget(key, budget.limit, budget.windowSeconds, now)) continue;
    const { end } = windowKey(key, budget.windowSeconds, now);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(end - now.getTime() / 1000)) };
  }
  return { allowed: true };
}

/**
 * Takes one attempt under a throttle, before the work it guards: the first `free` attempts go
 * at once, each later one only once the wait left by the one before has passed, a wait that
 * doubles. Every write is conditional on what it was computed from and never retried, so
 * however many requests race, each free attempt and each opened turn goes to exactly one of
 * them and the rest are refused at once. Quiet for `quietSeconds`, the throttle starts over.
 */
export async function claimThrottled(key: string, throttle: Throttle, now = new Date()): Promise<Claim> {
  const itemKey = keys.rate(key);
  const nowSeconds = now.getTime() / 1000;
  const quiet = (next: number) => Math.ceil(next + throttle.quietSeconds);
  const send = async (command: UpdateCommand | PutCommand) => {
    try {
      await (command instanceof PutCommand ? documentClient().send(command) : documentClient().send(command));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };

  for (let pass = 0; pass < 2; pass += 1) {
    // A free attempt: one atomic increment while under `free`.
    const first = nowSeconds + throttle.firstDelaySeconds;
    if (
      await send(
        new UpdateCommand({
          TableName: tableName(),
          Key: itemKey,
          UpdateExpression: 'ADD attempts :one SET #t = :t, nextAt = :next, expiresAt = :e',
          ConditionExpression:
            '(attribute_not_exists(attempts) OR attempts < :free) AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
          ExpressionAttributeNames: { '#t': 'type' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':t': 'rate',
            ':next': first,
            ':e': quiet(first),
            ':free': throttle.free,
            ':now': nowSeconds,
          },
        }),
      )
    )
      return { allowed: true };

    const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: itemKey, ConsistentRead: true }));
    const item = out.Item;
    if (!item) continue; // started over meanwhile
    if (Number(item.expiresAt) <= nowSeconds) {
      // Quiet long enough: start over, once, whoever gets there first.
      await send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...itemKey, type: 'rate', attempts: 0, nextAt: 0, expiresAt: quiet(nowSeconds) },
          ConditionExpression: 'expiresAt = :e',
          ExpressionAttributeValues: { ':e': item.expiresAt },
        }),
      );
      continue;
    }
    const attempts = Number(item.attempts ?? 0);
    const nextAt = Number(item.nextAt ?? 0);
    if (attempts < throttle.free) continue; // a free attempt was given back meanwhile
    if (nextAt > nowSeconds) return { allowed: false, retryAfterSeconds: Math.ceil(nextAt - nowSeconds) };
    // The turn the last wait opened: the first to take it gets it, and sets the next wait.
    const next = nowSeconds + delayAfter(attempts + 1, throttle);
    const taken = await send(
      new UpdateCommand({
        TableName: tableName(),
        Key: itemKey,
        UpdateExpression: 'SET attempts = :a, nextAt = :next, expiresAt = :e',
        ConditionExpression: 'attempts = :seen AND nextAt = :seenNext',
        ExpressionAttributeValues: {
          ':a': attempts + 1,
          ':next': next,
          ':e': quiet(next),
          ':seen': item.attempts,
          ':seenNext': item.nextAt,
        },
      }),
    );
    return taken ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(delayAfter(attempts + 1, throttle))) };
  }
  return { allowed: false, retryAfterSeconds: Math.ceil(throttle.firstDelaySeconds) };
}

/** Starts a throttle over (after a successful sign-in, for instance). */
export async function forgetThrottle(key: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.rate(key) }));
}
