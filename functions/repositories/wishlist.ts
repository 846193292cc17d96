/**
 * Wishlist entries, stored under their owner: pk `USER#<userId>`, sk `WISH#<productId>`. Their
 * alerts (a flag, a sparse gsi1 entry and what was last emailed) are read and written by
 * wish-alerts.ts, apart, so the plain wishlist routes carry none of that code.
 *
 * Access patterns:
 * - a customer's entries (one query on the partition, `begins_with(sk, 'WISH#')`);
 * - save a product (idempotent: saving twice keeps the first date);
 * - remove a product (idempotent).
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { isConditionFailure, keys, queryAll, tableName } from './table';

/** How a wishlist entry is stored. */
export interface WishLineItem {
  pk: string;
  sk: string;
  type: 'wishLine';
  userId: string;
  productId: string;
  addedAt: string;
  /** Whether the customer wants emails about this product; absent is off. */
  alert?: boolean;
  /** Only while alerts are on: `WISHED#<productId>` / `<userId>`. */
  gsi1pk?: string;
  gsi1sk?: string;
  /** The restock last emailed about (its id), so a restock emails each customer once. */
  restockMailed?: string;
  /** The shop day of the last price drop emailed about: at most one a day. */
  priceDropMailedOn?: string;
}

/** A wishlist entry without its keys. */
export interface WishLine {
  productId: string;
  addedAt: string;
  alert?: boolean;
}

/** A customer's wishlist entries, in product id order. */
export async function listWishLines(userId: string): Promise<WishLine[]> {
  const items = await queryAll<WishLineItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': 'WISH#' },
  });
  return items.map((item) => ({ productId: item.productId, addedAt: item.addedAt, alert: item.alert === true }));
}

/** Saves a product to a wishlist; an entry already there keeps its date. */
export async function addWishLine(userId: string, productId: string, now = new Date()): Promise<void> {
  const item: WishLineItem = { ...keys.wishLine(userId, productId), type: 'wishLine', userId, productId, addedAt: now.toISOString() };
  try {
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Removes a product from a wishlist; removing a missing entry is not an error. */
export async function removeWishLine(userId: string, productId: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.wishLine(userId, productId) }));
}
