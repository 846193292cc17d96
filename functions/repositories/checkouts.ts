/**
 * Unpaid checkouts, the stock they hold, and their completion. A checkout is an order item
 * (`ORDER#<id>`) of type `checkout`: no customer or status index keys (so no list, tab or count
 * sees it) and a TTL. While its payment is open it holds its lines' stock (taken out of `stock`,
 * so the shop shows those units as gone) and its promo claim, and sits in the hold index
 * (gsi2 `HOLDS#<shard>` / hold end) where the release job finds it when the hold expires. A
 * pointer under the customer, `USER#<id>` / `CHECKOUT`, names their one open checkout.
 *
 * Access patterns: the customer's open checkout; start one (order, pointer, stock and claim in
 * one transaction); record its payment id; release its hold (once); the holds that expired;
 * discard it; complete it (order, cart, mail and the hold becoming the sale in one
 * transaction); cancel it after a refund; record a decline; mark an order refunded.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '@shared/types';
import { documentClient } from '../commons/document-client';
import { orderMailPart } from './outbox';
import { paidOrderMarkerPart, type PromoClaim, unclaimParts, usePart } from './promos';
import { type TransactItem, transactWithRetry } from './transact';
import { getOrderRecord, type OrderRecord, statusKey, toOrderRecord, userOrdersKey } from './orders';
import { expiresIn, isConditionFailure, keys, tableName } from './table';

/** How long an unpaid checkout lives before TTL removes it (a succeeded payment for a removed one is refunded). */
const CHECKOUT_SECONDS = 24 * 3600;

const checkoutPointerKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'CHECKOUT' });

/** The customer's open checkout, as the pointer names it. */
export interface OpenCheckout {
  orderId: string;
  paymentId: string | null;
}

/** The customer's open checkout, or undefined. */
export async function getOpenCheckout(userId: string): Promise<OpenCheckout | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: checkoutPointerKey(userId), ConsistentRead: true }),
  );
  return out.Item ? { orderId: String(out.Item.orderId), paymentId: (out.Item.paymentId as string | null) ?? null } : undefined;
}

/** How many partitions the hold index spreads held checkouts over (a flash sale's holds are not one hot key). */
export const HOLD_SHARDS = 16;
/** The hold index shard of a checkout, from its id. */
const holdShardOf = (orderId: string) => parseInt(orderId.replace(/[^0-9a-f]/gi, '').slice(-2) || '0', 16) % HOLD_SHARDS;

/** The transaction part that takes a line's units out of stock while it is paid for (never below zero). */
const takeStockPart = (line: { productId: string; quantity: number }, at: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.product(line.productId),
    ConditionExpression: 'attribute_exists(pk) AND stock >= :q',
    UpdateExpression: 'SET stock = stock - :q, updatedAt = :at',
    ExpressionAttributeValues: { ':q': line.quantity, ':at': at },
  },
});

/** The transaction part that gives a line's held units back to stock (only to a product that still exists). */
const giveStockPart = (line: { productId: string; quantity: number }, at: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.product(line.productId),
    ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'ADD stock :q SET updatedAt = :at',
    ExpressionAttributeValues: { ':q': line.quantity, ':at': at },
  },
});

/** What became of a hold: taken, or refused for the lines (product ids) or the promo claim that failed. */
export type HoldOutcome = { held: true } | { held: false; shortProducts: string[]; promoRefused: boolean };

/**
 * Stores a new unpaid checkout, points the customer at it and holds its stock (and its promo
 * claim) until `holdUntil`, in one transaction: each line only while `stock >= qty`, the claim
 * only under its rules. Nothing is written when any part is refused.
 */
export async function startCheckout(
  order: Order,
  now: Date,
  hold: { until: Date; promo?: { parts: TransactItem[]; claim: PromoClaim } },
): Promise<HoldOutcome> {
  const holdUntil = hold.until.toISOString();
  const record: OrderRecord = {
    ...toOrderRecord(order),
    type: 'checkout',
    expiresAt: expiresIn(CHECKOUT_SECONDS, now.getTime()),
    holdState: 'held',
    holdUntil,
    gsi2pk: `HOLDS#${holdShardOf(order.id)}`,
    gsi2sk: holdUntil,
    ...(hold.promo ? { promoClaim: hold.promo.claim } : {}),
  };
  delete record.gsi1pk;
  delete record.gsi1sk;
  const at = now.toISOString();
  const promoParts = hold.promo?.parts ?? [];
  const outcome = await transactWithRetry([
    { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...checkoutPointerKey(order.userId),
          type: 'checkoutPointer',
          orderId: order.id,
          paymentId: null,
          expiresAt: record.expiresAt,
        },
      },
    },
    ...record.items.map((line) => takeStockPart(line, at)),
    ...promoParts,
  ]);
  if (outcome === 'done') return { held: true };
  const lineCodes = outcome.slice(2, 2 + record.items.length);
  const promoCodes = outcome.slice(2 + record.items.length);
  if (outcome.slice(0, 2).includes('ConditionalCheckFailed')) throw new Error(`Checkout ${order.id} exists already`);
  return {
    held: false,
    shortProducts: record.items.filter((_, i) => lineCodes[i] === 'ConditionalCheckFailed').map((line) => line.productId),
    promoRefused: promoCodes.includes('ConditionalCheckFailed'),
  };
}

/** The parts that give a held checkout's stock and promo claim back. */
function releaseParts(record: OrderRecord, at: string): TransactItem[] {
  return [
    ...record.items.map((line) => giveStockPart(line, at)),
    ...(record.promoClaim ? unclaimParts(record.promoClaim, record.userId) : []),
  ];
}

/**
 * Runs a transaction whose first part settles the checkout and whose other parts give stock and
 * claims back: parts refused because their product or promotion is gone meanwhile are dropped,
 * and the rest runs again. 'settled' when the first part's condition failed (settled by someone
 * else), 'done' otherwise.
 */
async function settleGivingBack(first: TransactItem, giveBack: TransactItem[], rest: TransactItem[] = []): Promise<'done' | 'settled'> {
  let parts = giveBack;
  for (;;) {
    const outcome = await transactWithRetry([first, ...parts, ...rest]);
    if (outcome === 'done') return 'done';
    if (outcome[0] === 'ConditionalCheckFailed') return 'settled';
    const gone = new Set(outcome.slice(1, 1 + parts.length).flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : [])));
    if (!gone.size) throw new Error(`A checkout could not be settled: ${outcome.join(', ')}`);
    parts = parts.filter((_, i) => !gone.has(i));
  }
}

/**
 * Gives a held checkout's stock and promo claim back, exactly once (only while it is `held`): its
 * payment was replaced or cancelled, or its hold expired. The checkout stays (unheld) until it is
 * paid, discarded or expires. True when this call released it.
 */
export async function releaseHold(record: OrderRecord, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const outcome = await settleGivingBack(
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(record.id),
        ConditionExpression: '#type = :checkout AND holdState = :held',
        UpdateExpression: 'SET holdState = :released, updatedAt = :at REMOVE gsi2pk, gsi2sk',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':checkout': 'checkout', ':held': 'held', ':released': 'released', ':at': at },
      },
    },
    releaseParts(record, at),
  );
  return outcome === 'done';
}

/** Records the PaymentIntent of an unpaid checkout (on the order and the pointer). */
export async function setCheckoutPayment(userId: string, orderId: string, paymentId: string): Promise<void> {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.order(orderId),
            UpdateExpression: 'SET paymentId = :p',
            ConditionExpression: '#t = :checkout',
            ExpressionAttributeNames: { '#t': 'type' },
            ExpressionAttributeValues: { ':p': paymentId, ':checkout': 'checkout' },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: checkoutPointerKey(userId),
            UpdateExpression: 'SET paymentId = :p',
            ConditionExpression: 'orderId = :o',
            ExpressionAttributeValues: { ':p': paymentId, ':o': orderId },
          },
        },
      ],
    }),
  );
}

/** Removes an unpaid checkout (never an order), giving its held stock back first, and the pointer when it still names it. */
export async function discardCheckout(userId: string, orderId: string): Promise<void> {
  const record = await getCheckoutRecord(orderId);
  if (record?.holdState === 'held') await releaseHold(record);
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.order(orderId),
        ConditionExpression: '#t = :checkout',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':checkout': 'checkout' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await releasePointer(userId, orderId);
}

/** An unpaid checkout by id (undefined once it is an order or gone). */
export async function getCheckoutRecord(orderId: string): Promise<OrderRecord | undefined> {
  const record = await getOrderRecord(orderId);
  return record?.type === 'checkout' ? record : undefined;
}

async function releasePointer(userId: string, orderId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: checkoutPointerKey(userId),
        ConditionExpression: 'orderId = :o',
        ExpressionAttributeValues: { ':o': orderId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** What the provider says about the payment being applied. */
export interface PaymentRecord {
  paymentId: string;
  paymentMethod: string;
}

export type CompletionResult = 'completed' | 'already-settled' | 'out-of-stock' | 'promo-refused';

/**
 * The write that turns a checkout into an order, setting `values` and removing `remove`: only
 * while it is still a checkout, and (when `held` is given) still held, or still not held.
 */
function checkoutBecomesOrder(record: OrderRecord, values: Record<string, unknown>, remove: string[], held?: boolean): TransactItem {
  const names = Object.keys(values);
  const holdCondition =
    held === undefined ? '' : held ? ' AND holdState = :held' : ' AND (attribute_not_exists(holdState) OR holdState <> :held)';
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(record.id),
      ConditionExpression: `#type = :checkout${holdCondition}`,
      UpdateExpression: `SET #type = :order, ${names.map((k) => `#${k} = :${k}`).join(', ')} REMOVE ${remove.join(', ')}`,
      ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(names.map((k) => [`#${k}`, k])) },
      ExpressionAttributeValues: {
        ':checkout': 'checkout',
        ':order': 'order',
        ...(held === undefined ? {} : { ':held': 'held' }),
        ...Object.fromEntries(names.map((k) => [`:${k}`, values[k]])),
      },
    },
  };
}

const orderBecomes = (record: OrderRecord, status: 'confirmed' | 'cancelled', now: string) => ({
  gsi1pk: userOrdersKey(record.userId),
  gsi1sk: record.createdAt,
  gsi2pk: statusKey(status),
  gsi2sk: record.createdAt,
  status,
  updatedAt: now,
});

/**
 * Turns a paid checkout into a confirmed order in one transaction: the order (only while it is
 * still a checkout in the hold state it was read in), the purchased cart lines, the confirmation
 * mail, the customer's paid-order marker and the promo's use. A held checkout's stock and claim
 * are already taken, so its hold becomes the sale. A checkout whose hold was released (it
 * expired before a slow payment) takes its stock again, only while `stock >= qty`, and claims its
 * promo again under the promo's rules; when it cannot, the payment is refunded. Transaction
 * conflicts (other buyers of the same product) are retried; a hold released while this ran is
 * read again and completed the other way.
 */
export async function completeCheckout(
  record: OrderRecord,
  payment: PaymentRecord,
  now = new Date(),
  reclaimPromo?: (record: OrderRecord) => Promise<TransactItem[] | null>,
): Promise<CompletionResult> {
  const at = now.toISOString();
  const values = {
    ...orderBecomes(record, 'confirmed', at),
    paymentStatus: 'paid',
    paymentId: payment.paymentId,
    paymentMethod: payment.paymentMethod,
    paidAt: at,
  };
  const held = record.holdState === 'held';
  const common = [
    ...record.items.map((line) => ({ Delete: { TableName: tableName(), Key: keys.cartLine(record.userId, line.productId) } })),
    orderMailPart(record, 'order-confirmation', `order-${record.id}-confirmed`, now),
    paidOrderMarkerPart(record.userId, now),
  ];
  let promoParts: TransactItem[] = [];
  if (record.promoClaim) {
    if (held) promoParts = [usePart(record.promoClaim)];
    else {
      const again = reclaimPromo ? await reclaimPromo(record) : null;
      if (!again) return 'promo-refused';
      promoParts = again;
    }
  }
  const stockParts = held ? [] : record.items.map((line) => takeStockPart(line, at));
  const outcome = await transactWithRetry([
    checkoutBecomesOrder(record, values, ['expiresAt', 'paymentError', 'holdState', 'holdUntil'], held),
    ...stockParts,
    ...promoParts,
    ...common,
  ]);
  if (outcome === 'done') {
    await releasePointer(record.userId, record.id);
    return 'completed';
  }
  if (outcome[0] === 'ConditionalCheckFailed') {
    const now2 = await getCheckoutRecord(record.id);
    // Still a checkout, but its hold moved (it expired while this ran): complete it the other way.
    if (now2 && (now2.holdState === 'held') !== held) return completeCheckout(now2, payment, now, reclaimPromo);
    return 'already-settled';
  }
  if (outcome.slice(1, 1 + stockParts.length).includes('ConditionalCheckFailed')) return 'out-of-stock';
  if (outcome.slice(1 + stockParts.length, 1 + stockParts.length + promoParts.length).includes('ConditionalCheckFailed'))
    return 'promo-refused';
  throw new Error(`Order ${record.id} could not be completed: ${outcome.join(', ')}`);
}

/**
 * Closes a checkout whose payment was refunded (stock ran out, or the payment did not match):
 * the order shows cancelled with its reason, and the customer is mailed, once.
 */
export async function cancelRefundedCheckout(
  record: OrderRecord,
  payment: PaymentRecord,
  reason: string,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const values = {
    ...orderBecomes(record, 'cancelled', at),
    paymentStatus: 'refunded',
    paymentId: payment.paymentId,
    paymentMethod: payment.paymentMethod,
    cancelReason: reason,
  };
  const held = record.holdState === 'held';
  const outcome = await settleGivingBack(
    checkoutBecomesOrder(record, values, ['expiresAt', 'holdState', 'holdUntil'], held),
    // A checkout refunded while still held (its payment did not match) gives its stock and claim back.
    held ? releaseParts(record, at) : [],
    [orderMailPart(record, 'order-refunded', `order-${record.id}-refunded`, now)],
  );
  if (outcome === 'settled') {
    const again = await getCheckoutRecord(record.id);
    if (again && (again.holdState === 'held') !== held) return cancelRefundedCheckout(again, payment, reason, now);
    return false;
  }
  await releasePointer(record.userId, record.id);
  return true;
}

/** Notes a decline on an unpaid checkout; the cart is kept and the customer may try another card. */
export async function recordPaymentFailure(orderId: string, message: string, now = new Date()): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(orderId),
        ConditionExpression: '#t = :checkout',
        UpdateExpression: 'SET paymentStatus = :failed, paymentError = :m, updatedAt = :at',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':checkout': 'checkout', ':failed': 'failed', ':m': message.slice(0, 500), ':at': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // already paid or gone: a late failure event changes nothing
  }
}

/** Marks a processed provider event (kept a week), so a repeated delivery is answered at once. */
export async function rememberEvent(eventId: string, now = new Date()): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.stripeEvent(eventId),
        type: 'stripeEvent',
        processedAt: now.toISOString(),
        expiresAt: expiresIn(7 * 24 * 3600, now.getTime()),
      },
    }),
  );
}

/** Whether a provider event was processed already. */
export async function eventSeen(eventId: string, now = new Date()): Promise<boolean> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return Boolean(out.Item && Number(out.Item.expiresAt) > now.getTime() / 1000);
}
