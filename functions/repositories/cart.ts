/**
 * Cart lines, stored under their owner: pk `USER#<userId>`, sk `CART#<productId>`.
 *
 * Access patterns:
 * - a customer's lines (one query on the partition, `begins_with(sk, 'CART#')`);
 * - one line by owner and product;
 * - add to a line, set a line, remove a line — each under a condition, so two tabs racing
 *   never push a line past its limit.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { isConditionFailure, keys, queryAll, tableName } from './table';

/** How a cart line is stored. */
interface CartLineItem {
  pk: string;
  sk: string;
  type: 'cartLine';
  userId: string;
  productId: string;
  quantity: number;
  addedAt: string;
  updatedAt: string;
}

/** A cart line without its keys: what services work with. */
export interface CartLine {
  productId: string;
  quantity: number;
  addedAt: string;
}

const lineOf = (item: CartLineItem): CartLine => ({ productId: item.productId, quantity: item.quantity, addedAt: item.addedAt });

/** A customer's cart lines, in product id order. */
export async function listCartLines(userId: string): Promise<CartLine[]> {
  const items = await queryAll<CartLineItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': 'CART#' },
  });
  return items.map(lineOf);
}

/** One cart line, or undefined. */
export async function getCartLine(userId: string, productId: string): Promise<CartLine | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.cartLine(userId, productId) }));
  return out.Item ? lineOf(out.Item as CartLineItem) : undefined;
}

/**
 * Adds `quantity` to a line (creating it), unless the result would pass `limit`; answers the
 * new line, or undefined when the limit refused it.
 */
export async function addToCartLine(
  userId: string,
  productId: string,
  quantity: number,
  limit: number,
  now = new Date(),
): Promise<CartLine | undefined> {
  if (quantity > limit) return undefined;
  const at = now.toISOString();
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.cartLine(userId, productId),
        UpdateExpression:
          'ADD quantity :q SET #type = :type, userId = :u, productId = :p, addedAt = if_not_exists(addedAt, :at), updatedAt = :at',
        ConditionExpression: 'attribute_not_exists(quantity) OR quantity <= :most',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':q': quantity,
          ':most': limit - quantity,
          ':type': 'cartLine',
          ':u': userId,
          ':p': productId,
          ':at': at,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return lineOf(out.Attributes as CartLineItem);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Sets the quantity of an existing line; answers the line, or undefined when there is none. */
export async function setCartLineQuantity(
  userId: string,
  productId: string,
  quantity: number,
  now = new Date(),
): Promise<CartLine | undefined> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.cartLine(userId, productId),
        UpdateExpression: 'SET quantity = :q, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':q': quantity, ':at': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return lineOf(out.Attributes as CartLineItem);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes a line; removing a missing line is not an error. */
export async function removeCartLine(userId: string, productId: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.cartLine(userId, productId) }));
}
