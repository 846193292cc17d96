/**
 * An administrator's status change, in one transaction: the order (only while it still has the
 * status and payment the admin saw, so a double click changes it once), the stock and the promo
 * use put back when a paid order is cancelled, and the customer's email. Cancelling a paid order is claimed here
 * (cancelled, still paid) before its refund is made, and the refund is recorded afterwards by
 * `recordRefund`: a lost race never refunds an order that stays paid.
 */
import type { OrderStatus } from '@shared/types';
import type { OrderTemplateName } from '../mail/mail-types';
import { type OrderRecord, statusKey } from './orders';
import { orderMailPart } from './outbox';
import { giveBackParts, type PromoClaim } from './promos';
import { keys, tableName } from './table';
import { transactWithRetry } from './transact';

export interface StatusChange {
  from: OrderRecord;
  to: OrderStatus;
  /** The order must still be paid (a fulfilment, or a paid order's cancellation claimed before its refund). */
  paid?: boolean;
  /** Lines whose stock goes back (their products still exist). */
  restock?: { productId: string; quantity: number }[];
  /** The promo use a cancelled paid order gives back (dropped when the promotion is gone). */
  giveBack?: PromoClaim;
  trackingNumber?: string;
  mail?: OrderTemplateName;
}

/** Applies the change; false when the order changed meanwhile (nothing was written). */
export async function applyStatusChange(change: StatusChange, now = new Date()): Promise<boolean> {
  const { from: record, to } = change;
  const at = now.toISOString();
  const sets = ['#s = :to', 'gsi2pk = :g', 'updatedAt = :at'];
  const values: Record<string, unknown> = { ':to': to, ':g': statusKey(to), ':at': at, ':old': record.status, ':order': 'order' };
  if (change.paid) values[':paid'] = 'paid';
  if (change.trackingNumber) {
    sets.push('trackingNumber = :tn');
    values[':tn'] = change.trackingNumber;
  }
  const first = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(record.id),
        ConditionExpression: `#t = :order AND #s = :old${change.paid ? ' AND paymentStatus = :paid' : ''}`,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: { '#t': 'type', '#s': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    ...(change.restock ?? []).map((line) => ({
      Update: {
        TableName: tableName(),
        Key: keys.product(line.productId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'ADD stock :q SET updatedAt = :at',
        ExpressionAttributeValues: { ':q': line.quantity, ':at': at },
      },
    })),
    ...(change.mail ? [orderMailPart(record, change.mail, `order-${record.id}-${to}-${now.getTime()}`, now)] : []),
  ];
  const promo = change.giveBack ? giveBackParts(change.giveBack, record.userId) : [];
  let outcome = await transactWithRetry([...first, ...promo]);
  // The promotion (or the customer's count of it) is gone: the use has nowhere to go back to.
  if (
    outcome !== 'done' &&
    promo.length &&
    outcome.slice(first.length).includes('ConditionalCheckFailed') &&
    !outcome.slice(0, first.length).includes('ConditionalCheckFailed')
  ) {
    outcome = await transactWithRetry(first);
  }
  return outcome === 'done';
}

/**
 * Records a paid order's refund, once: paid becomes refunded while the order still has the
 * status it was read with. A cancelled order's customer gets the cancellation email (the admin's
 * cancel and the provider's refund event record it alike, so only one of them mails); any other
 * order's gets the refund email. False when it was recorded already or the order moved.
 */
export async function recordRefund(record: OrderRecord, now = new Date()): Promise<boolean> {
  const cancelled = record.status === 'cancelled';
  const outcome = await transactWithRetry([
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(record.id),
        ConditionExpression: '#t = :order AND #s = :seen AND paymentStatus = :paid',
        UpdateExpression: 'SET paymentStatus = :refunded, updatedAt = :at',
        ExpressionAttributeNames: { '#t': 'type', '#s': 'status' },
        ExpressionAttributeValues: {
          ':order': 'order',
          ':seen': record.status,
          ':paid': 'paid',
          ':refunded': 'refunded',
          ':at': now.toISOString(),
        },
      },
    },
    orderMailPart(
      record,
      cancelled ? 'order-cancelled' : 'order-refunded',
      `order-${record.id}-${cancelled ? 'cancelled' : 'refunded'}`,
      now,
    ),
  ]);
  return outcome === 'done';
}
