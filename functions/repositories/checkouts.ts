/**
 * Unpaid checkouts and their completion. A checkout is an order item (`ORDER#<id>`) of type
 * `checkout`: no index keys (so no list, tab or count sees it) and a TTL. A pointer under the
 * customer, `USER#<id>` / `CHECKOUT`, names their one open checkout.
 *
 * Access patterns: the customer's open checkout; start one (order and pointer in one write);
 * record its payment id; discard it; complete it (order, stock, cart and mail in one
 * transaction, under `stock >= qty`); cancel it after a refund; record a decline; mark an order
 * refunded.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../../shared/types';
import { documentClient } from '../commons/document-client';
import { orderMailPart } from './outbox';
import { transactWithRetry } from './transact';
import { type OrderRecord, statusKey, toOrderRecord, userOrdersKey } from './orders';
import { expiresIn, isConditionFailure, keys, tableName } from './table';

/** How long an unpaid checkout lives before TTL removes it (a succeeded payment for a removed one is refunded). */
export const CHECKOUT_SECONDS = 24 * 3600;

export const checkoutPointerKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'CHECKOUT' });

/** The customer's open checkout, as the pointer names it. */
export interface OpenCheckout {
  orderId: string;
  paymentId: string | null;
}


/** The customer's open checkout, or undefined. */
export async function getOpenCheckout(userId: string): Promise<OpenCheckout | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: checkoutPointerKey(userId), ConsistentRead: true }));
  return out.Item ? { orderId: String(out.Item.orderId), paymentId: (out.Item.paymentId as string | null) ?? null } : undefined;
}

/** Stores a new unpaid checkout and points the customer at it, in one write. */
export async function startCheckout(order: Order, now: Date): Promise<void> {
  const record: OrderRecord = { ...toOrderRecord(order), type: 'checkout', expiresAt: expiresIn(CHECKOUT_SECONDS, now.getTime()) };
  delete record.gsi1pk;
  delete record.gsi1sk;
  delete record.gsi2pk;
  delete record.gsi2sk;
  await documentClient().send(new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...checkoutPointerKey(order.userId), type: 'checkoutPointer', orderId: order.id, paymentId: null, expiresAt: record.expiresAt },
        },
      },
    ],
  }));
}

/** Records the PaymentIntent of an unpaid checkout (on the order and the pointer). */
export async function setCheckoutPayment(userId: string, orderId: string, paymentId: string): Promise<void> {
  await documentClient().send(new TransactWriteCommand({
    TransactItems: [
      {
        Update: {
          TableName: tableName(), Key: keys.order(orderId),
          UpdateExpression: 'SET paymentId = :p', ConditionExpression: '#t = :checkout',
          ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':p': paymentId, ':checkout': 'checkout' },
        },
      },
      {
        Update: {
          TableName: tableName(), Key: checkoutPointerKey(userId),
          UpdateExpression: 'SET paymentId = :p', ConditionExpression: 'orderId = :o',
          ExpressionAttributeValues: { ':p': paymentId, ':o': orderId },
        },
      },
    ],
  }));
}

/** Removes an unpaid checkout (never an order) and the pointer when it still names it. */
export async function discardCheckout(userId: string, orderId: string): Promise<void> {
  try {
    await documentClient().send(new DeleteCommand({
      TableName: tableName(), Key: keys.order(orderId),
      ConditionExpression: '#t = :checkout', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':checkout': 'checkout' },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await releasePointer(userId, orderId);
}

async function releasePointer(userId: string, orderId: string): Promise<void> {
  try {
    await documentClient().send(new DeleteCommand({
      TableName: tableName(), Key: checkoutPointerKey(userId),
      ConditionExpression: 'orderId = :o', ExpressionAttributeValues: { ':o': orderId },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** What the provider says about the payment being applied. */
export interface PaymentRecord {
  paymentId: string;
  paymentMethod: string;
}

export type CompletionResult = 'completed' | 'already-settled' | 'out-of-stock';

/** The write that turns a checkout into an order (only while it is still a checkout), setting `values` and removing `remove`. */
function checkoutBecomesOrder(record: OrderRecord, values: Record<string, unknown>, remove: string[]) {
  const names = Object.keys(values);
  return {
    Update: {
      TableName: tableName(), Key: keys.order(record.id),
      ConditionExpression: '#type = :checkout',
      UpdateExpression: `SET #type = :order, ${names.map((k) => `#${k} = :${k}`).join(', ')} REMOVE ${remove.join(', ')}`,
      ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(names.map((k) => [`#${k}`, k])) },
      ExpressionAttributeValues: { ':checkout': 'checkout', ':order': 'order', ...Object.fromEntries(names.map((k) => [`:${k}`, values[k]])) },
    },
  };
}

const orderBecomes = (record: OrderRecord, status: 'confirmed' | 'cancelled', now: string) => ({
  gsi1pk: userOrdersKey(record.userId), gsi1sk: record.createdAt,
  gsi2pk: statusKey(status), gsi2sk: record.createdAt,
  status, updatedAt: now,
});

/**
 * Turns a paid checkout into a confirmed order in one transaction: the order (only while it is
 * still a checkout), each line's stock (only while `stock >= qty`), the purchased cart lines and
 * the confirmation mail. Transaction conflicts (other buyers of the same product) are retried.
 */
export async function completeCheckout(record: OrderRecord, payment: PaymentRecord, now = new Date()): Promise<CompletionResult> {
  const at = now.toISOString();
  const values = { ...orderBecomes(record, 'confirmed', at), paymentStatus: 'paid', paymentId: payment.paymentId, paymentMethod: payment.paymentMethod, paidAt: at };
  const items = [
    checkoutBecomesOrder(record, values, ['expiresAt', 'paymentError']),
    ...record.items.map((line) => ({
      Update: {
        TableName: tableName(), Key: keys.product(line.productId),
        ConditionExpression: 'attribute_exists(pk) AND stock >= :q',
        UpdateExpression: 'SET stock = stock - :q, updatedAt = :at',
        ExpressionAttributeValues: { ':q': line.quantity, ':at': at },
      },
    })),
    ...record.items.map((line) => ({ Delete: { TableName: tableName(), Key: keys.cartLine(record.userId, line.productId) } })),
    orderMailPart(record, 'order-confirmation', `order-${record.id}-confirmed`, now),
  ];
  const outcome = await transactWithRetry(items);
  if (outcome === 'done') {
    await releasePointer(record.userId, record.id);
    return 'completed';
  }
  if (outcome[0] === 'ConditionalCheckFailed') return 'already-settled';
  const stockShort = outcome.slice(1, 1 + record.items.length).includes('ConditionalCheckFailed');
  if (stockShort) return 'out-of-stock';
  throw new Error(`Order ${record.id} could not be completed: ${outcome.join(', ')}`);
}

/**
 * Closes a checkout whose payment was refunded (stock ran out, or the payment did not match):
 * the order shows cancelled with its reason, and the customer is mailed, once.
 */
export async function cancelRefundedCheckout(record: OrderRecord, payment: PaymentRecord, reason: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const values = { ...orderBecomes(record, 'cancelled', at), paymentStatus: 'refunded', paymentId: payment.paymentId, paymentMethod: payment.paymentMethod, cancelReason: reason };
  const outcome = await transactWithRetry([
    checkoutBecomesOrder(record, values, ['expiresAt']),
    orderMailPart(record, 'order-refunded', `order-${record.id}-refunded`, now),
  ]);
  if (outcome === 'done') await releasePointer(record.userId, record.id);
  return outcome === 'done';
}

/** Notes a decline on an unpaid checkout; the cart is kept and the customer may try another card. */
export async function recordPaymentFailure(orderId: string, message: string, now = new Date()): Promise<void> {
  try {
    await documentClient().send(new UpdateCommand({
      TableName: tableName(), Key: keys.order(orderId),
      ConditionExpression: '#t = :checkout',
      UpdateExpression: 'SET paymentStatus = :failed, paymentError = :m, updatedAt = :at',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':checkout': 'checkout', ':failed': 'failed', ':m': message.slice(0, 500), ':at': now.toISOString() },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // already paid or gone: a late failure event changes nothing
  }
}

/** Marks a processed provider event (kept a week), so a repeated delivery is answered at once. */
export async function rememberEvent(eventId: string, now = new Date()): Promise<void> {
  await documentClient().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.stripeEvent(eventId), type: 'stripeEvent', processedAt: now.toISOString(), expiresAt: expiresIn(7 * 24 * 3600, now.getTime()) },
  }));
}

/** Whether a provider event was processed already. */
export async function eventSeen(eventId: string, now = new Date()): Promise<boolean> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return Boolean(out.Item && Number(out.Item.expiresAt) > now.getTime() / 1000);
}
