/**
 * The alerts of wishlist entries (wishlist.ts stores the entries: USER#<userId> / WISH#<productId>).
 * An entry whose alerts are on carries `alert: true` and is also in gsi1 under
 * `WISHED#<productId>` / `<userId>` (a sparse index entry, removed when alerts go off), which
 * lists who to email about a product; it remembers the restock and the price-drop day it was
 * last emailed about.
 *
 * Access patterns:
 * - one entry, read consistently (is its alert still on when the email goes);
 * - turn an entry's alerts on (saving it if new) or off; turn all of a customer's off;
 * - the customers with alerts on for a product, a page at a time (gsi1 `WISHED#<productId>`);
 * - claim an entry for one alert email (a transaction part).
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { GSI1, isConditionFailure, keys, tableName } from './table';
import { listWishLines, type WishLine, type WishLineItem } from './wishlist';

/** The index partition listing the customers with alerts on for a product. */
export const watchersKey = (productId: string) => `WISHED#${productId}`;

/** One entry as it is now (consistent read), or undefined when the product is not saved. */
export async function getWishLine(userId: string, productId: string): Promise<WishLine | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.wishLine(userId, productId), ConsistentRead: true }),
  );
  const item = out.Item as WishLineItem | undefined;
  return item && { productId: item.productId, addedAt: item.addedAt, alert: item.alert === true };
}

/**
 * Turns a product's alerts on, saving it to the wishlist when it is not there yet (its date kept
 * when it is), or off; turning off a product that is not saved changes nothing.
 */
export async function setWishAlert(userId: string, productId: string, on: boolean, now = new Date()): Promise<void> {
  const Key = keys.wishLine(userId, productId);
  if (on) {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        UpdateExpression:
          'SET #type = :type, userId = :user, productId = :product, addedAt = if_not_exists(addedAt, :now), alert = :on, gsi1pk = :watchers, gsi1sk = :user',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'wishLine',
          ':user': userId,
          ':product': productId,
          ':now': now.toISOString(),
          ':on': true,
          ':watchers': watchersKey(productId),
        },
      }),
    );
    return;
  }
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key,
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET alert = :off REMOVE gsi1pk, gsi1sk',
        ExpressionAttributeValues: { ':off': false },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Turns off every alert of a customer's wishlist; answers how many were on. */
export async function turnOffWishAlerts(userId: string): Promise<number> {
  const on = (await listWishLines(userId)).filter((line) => line.alert);
  for (const line of on) await setWishAlert(userId, line.productId, false);
  return on.length;
}

/** A page of the customers with alerts on for a product, and where the next page starts. */
export async function watchersPage(
  productId: string,
  limit: number,
  start?: Record<string, unknown>,
): Promise<{ userIds: string[]; next?: Record<string, unknown> }> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': watchersKey(productId) },
      ProjectionExpression: 'userId',
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  const userIds = ((page.Items ?? []) as { userId: string }[]).map((item) => item.userId);
  return { userIds, ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}

/** What an alert email claims on the entry: the restock it is about, or the day of the price drop. */
export type AlertClaim = { restock: string } | { priceDropDay: string };

/**
 * The transaction part that claims an entry for one alert email: only while its alerts are on,
 * and only once per restock or once per day for price drops. Its failed condition means no email.
 */
export function claimAlertPart(userId: string, productId: string, claim: AlertClaim) {
  const [field, value] = 'restock' in claim ? ['restockMailed', claim.restock] : ['priceDropMailedOn', claim.priceDropDay];
  return {
    Update: {
      TableName: tableName(),
      Key: keys.wishLine(userId, productId),
      ConditionExpression: 'alert = :on AND (attribute_not_exists(#claim) OR #claim <> :value)',
      UpdateExpression: 'SET #claim = :value',
      ExpressionAttributeNames: { '#claim': field },
      ExpressionAttributeValues: { ':on': true, ':value': value },
    },
  };
}
