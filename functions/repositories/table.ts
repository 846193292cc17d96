/**
 * The single table. Every item has `pk`, `sk` and `type`; two generic indexes serve the lists.
 *
 * | entity        | pk                    | sk                 | gsi1pk / gsi1sk              | gsi2pk / gsi2sk            |
 * |---------------|-----------------------|--------------------|------------------------------|----------------------------|
 * | user          | USER#<id>             | PROFILE            | USERS / <createdAt>          |                            |
 * | email guard   | EMAIL#<lower email>   | GUARD              |                              |                            |
 * | name guard    | USERNAME#<lower name> | GUARD              |                              |                            |
 * | cart line     | USER#<id>             | CART#<productId>   |                              |                            |
 * | wishlist line | USER#<id>             | WISH#<productId>   | WISHED#<productId> / <userId> (alerts on only) |  |
 * | current token | USER#<id>             | TOKEN#<purpose>    |                              |                            |
 * | product       | PRODUCT#<product_id>  | PRODUCT            | PRODUCTS / <product_id>      |                            |
 * | brand         | BRAND#<id>            | BRAND              | BRANDS / <lower name>        |                            |
 * | brand guard   | BRANDNAME#<name key>  | GUARD              |                              |                            |
 * | subscriber    | SUBSCRIBER#<email>    | SUBSCRIBER         | SUBSCRIBERS / <createdAt>    | SUBSCRIBER_ID#<id> / SUBSCRIBER |
 * | order         | ORDER#<id>            | ORDER              | USER#<id>#ORDERS / <created> | STATUS#<status> / <created>|
 * | one-use token | TOKEN#<sha256>        | TOKEN              |                              |                            |
 * | queued mail   | OUTBOX#<id>           | MAIL               |                              |                            |
 * | alert job     | ALERTJOB#<id>         | JOB                |                              |                            |
 * | send slot     | RATE#mail-send#<second>| RATE              |                              |                            |
 * | rate counter  | RATE#<key>            | RATE               |                              |                            |
 * | link request  | LINKREQ#<id>          | REQUEST            |                              |                            |
 * | checkout      | ORDER#<id>            | ORDER              | (none until paid)            | (none until paid)          |
 * | open checkout | USER#<id>             | CHECKOUT           |                              |                            |
 * | promo code    | PROMO#<CODE>          | PROMO              |                              |                            |
 * | stripe event  | STRIPE_EVENT#<id>     | EVENT              |                              |                            |
 * | stats         | STATS                 | TOTALS             |                              |                            |
 * | customer stats| STATS#CUSTOMERS       | <userId>           |                              |                            |
 * | applied change| CHANGE#<reaction>#<id>| CHANGE             |                              |                            |
 * | failed event  | FAILED_EVENT          | RECORD#<time>#<seq>#<id>|                              |                            |
 * | seed marker   | SEED                  | CATALOG            |                              |                            |
 * | snapshot gen. | SNAPSHOT#catalogue    | GENERATION         |                              |                            |
 * | publish turns | SNAPSHOT#catalogue    | PUBLISH_TURN       |                              |                            |
 *
 * Access patterns: each repository file names its own, one small function each.
 * Expiring items (tokens, rate counters, queued mail, alert jobs, processed events) carry `expiresAt` (epoch
 * seconds, TTL); TTL deletion is best effort, so reads check `expiresAt` themselves.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { env } from '../commons/env';

export const tableName = () => env.tableName;

export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';

export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  emailGuard: (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'GUARD' }),
  usernameGuard: (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'GUARD' }),
  cartLine: (userId: string, productId: string) => ({ pk: `USER#${userId}`, sk: `CART#${productId}` }),
  wishLine: (userId: string, productId: string) => ({ pk: `USER#${userId}`, sk: `WISH#${productId}` }),
  product: (productId: string) => ({ pk: `PRODUCT#${productId}`, sk: 'PRODUCT' }),
  brand: (id: string) => ({ pk: `BRAND#${id}`, sk: 'BRAND' }),
  subscriber: (email: string) => ({ pk: `SUBSCRIBER#${email.toLowerCase()}`, sk: 'SUBSCRIBER' }),
  order: (id: string) => ({ pk: `ORDER#${id}`, sk: 'ORDER' }),
  token: (hash: string) => ({ pk: `TOKEN#${hash}`, sk: 'TOKEN' }),
  rate: (key: string) => ({ pk: `RATE#${key}`, sk: 'RATE' }),
  stripeEvent: (id: string) => ({ pk: `STRIPE_EVENT#${id}`, sk: 'EVENT' }),
  stats: () => ({ pk: 'STATS', sk: 'TOTALS' }),
  /** A stream record a reaction has applied (kept as long as it can come again): retried and replayed deliveries are skipped. */
  appliedChange: (reaction: string, eventId: string) => ({ pk: `CHANGE#${reaction}#${eventId}`, sk: 'CHANGE' }),
};

/** Entity names stored in each item's `type`, read by the stream handlers. */
export type EntityType =
  | 'user'
  | 'emailGuard'
  | 'usernameGuard'
  | 'cartLine'
  | 'wishLine'
  | 'product'
  | 'brand'
  | 'subscriber'
  | 'order'
  | 'checkout'
  | 'checkoutPointer'
  | 'promo'
  | 'token'
  | 'linkRequest'
  | 'rate'
  | 'stripeEvent'
  | 'stats'
  | 'appliedChange'
  | 'failedEvent'
  | 'alertJob'
  | 'publishTurn';

/** Whole dollars and cents on the wire, integer cents in the table. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => Math.round(cents) / 100;

/** Whether a write was refused by its condition (the item was not as the write required). */
export const isConditionFailure = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/** Epoch seconds `seconds` from now, for the TTL attribute. */
export const expiresIn = (seconds: number, now = Date.now()) => Math.floor(now / 1000) + seconds;

/**
 * Every item a query finds, page after page: DynamoDB answers at most 1 MB at a time, and a
 * partition (the customers, the orders of a status) outgrows that long before anyone notices.
 */
export async function queryAll<Item = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Item[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
