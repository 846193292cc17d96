/**
 * Newsletter subscribers: pk `SUBSCRIBER#<lower email>`, sk `SUBSCRIBER`; gsi1 `SUBSCRIBERS` /
 * `<createdAt>` lists them by date; gsi2 `SUBSCRIBER_ID#<id>` finds one by its public id (the
 * id travels in unsubscribe links, the address does not).
 *
 * Access patterns:
 * - subscribe an address (idempotent: the first subscription keeps its id and date), with the
 *   new subscriber's welcome mail queued in the same write;
 * - every subscriber, newest first (admin list and export);
 * - one subscriber by id; remove one by address.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Subscriber } from '@shared/types';
import { documentClient } from '../commons/document-client';
import type { QueuedMail } from '../mail/mail-types';
import { putMailPart } from './outbox';
import { GSI1, GSI2, isConditionFailure, keys, queryAll, tableName } from './table';
import { type TransactItem, transactWithRetry } from './transact';

/** How a subscriber is stored. */
interface SubscriberItem {
  pk: string;
  sk: 'SUBSCRIBER';
  type: 'subscriber';
  gsi1pk: 'SUBSCRIBERS';
  gsi1sk: string;
  gsi2pk: string;
  gsi2sk: 'SUBSCRIBER';
  id: string;
  email: string;
  createdAt: string;
}

const subscriberOf = (item: SubscriberItem): Subscriber => ({ _id: item.id, email: item.email, createdAt: item.createdAt });

/**
 * Subscribes an address (already lower-cased); answers whether it was new. `welcome` is the mail
 * for a new subscriber (given their id), queued with them or not at all.
 */
export async function addSubscriber(
  email: string,
  now = new Date(),
  welcome?: (subscriberId: string) => QueuedMail,
): Promise<{ created: boolean }> {
  const id = randomUUID();
  const at = now.toISOString();
  const item: SubscriberItem = {
    ...keys.subscriber(email),
    sk: 'SUBSCRIBER',
    type: 'subscriber',
    gsi1pk: 'SUBSCRIBERS',
    gsi1sk: at,
    gsi2pk: `SUBSCRIBER_ID#${id}`,
    gsi2sk: 'SUBSCRIBER',
    id,
    email,
    createdAt: at,
  };
  const put = { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' };
  if (welcome) {
    const outcome = await transactWithRetry([{ Put: put }, putMailPart(welcome(id), now)]);
    return { created: outcome === 'done' };
  }
  try {
    await documentClient().send(new PutCommand(put));
    return { created: true };
  } catch (error) {
    if (isConditionFailure(error)) return { created: false };
    throw error;
  }
}

/** Every subscriber, newest first. */
export async function listSubscribers(): Promise<Subscriber[]> {
  const items = await queryAll<SubscriberItem>({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'SUBSCRIBERS' },
    ScanIndexForward: false,
  });
  return items.map(subscriberOf);
}

/** One subscriber by id, or undefined. */
export async function findSubscriberById(id: string): Promise<Subscriber | undefined> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': `SUBSCRIBER_ID#${id}` },
      Limit: 1,
    }),
  );
  const item = out.Items?.[0] as SubscriberItem | undefined;
  return item ? subscriberOf(item) : undefined;
}

/** Removes a subscriber by address; removing a missing one is not an error. */
export async function removeSubscriber(email: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.subscriber(email) }));
}

/**
 * Removes a subscriber (none when already gone) in one transaction with `spend`, the conditional
 * write that marks their one-use link used: both happen, or neither. False when the link was used.
 */
export async function removeSubscriberSpendingLink(email: string | undefined, spend: TransactItem): Promise<boolean> {
  const remove = email ? [{ Delete: { TableName: tableName(), Key: keys.subscriber(email) } }] : [];
  return (await transactWithRetry([spend, ...remove])) === 'done';
}
