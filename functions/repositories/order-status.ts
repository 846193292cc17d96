/**
 * An administrator's status change, in one transaction: the order (only while it still has the
 * status the admin saw, so a double click changes it once), the stock put back when a paid order
 * is cancelled, and the customer's email.
 */
import type { OrderStatus } from '../../shared/types';
import type { OrderTemplateName } from '../mail/mail-types';
import { type OrderRecord, statusKey } from './orders';
import { orderMailPart } from './outbox';
import { keys, tableName } from './table';
import { transactWithRetry } from './transact';

export interface StatusChange {
  from: OrderRecord;
  to: OrderStatus;
  /** Set when the payment was refunded with the change (a paid order cancelled). */
  refunded?: boolean;
  /** Lines whose stock goes back (their products still exist). */
  restock?: { productId: string; quantity: number }[];
  trackingNumber?: string;
  mail?: OrderTemplateName;
}

/** Applies the change; false when the order changed meanwhile (nothing was written). */
export async function applyStatusChange(change: StatusChange, now = new Date()): Promise<boolean> {
  const { from: record, to } = change;
  const at = now.toISOString();
  const sets = ['#s = :to', 'gsi2pk = :g', 'updatedAt = :at'];
  const values: Record<string, unknown> = { ':to': to, ':g': statusKey(to), ':at': at, ':old': record.status, ':order': 'order' };
  if (change.refunded) {
    sets.push('paymentStatus = :refunded');
    values[':refunded'] = 'refunded';
    values[':paid'] = 'paid';
  }
  if (change.trackingNumber) {
    sets.push('trackingNumber = :tn');
    values[':tn'] = change.trackingNumber;
  }
  const outcome = await transactWithRetry([
    {
      Update: {
        TableName: tableName(), Key: keys.order(record.id),
        ConditionExpression: `#t = :order AND #s = :old${change.refunded ? ' AND paymentStatus = :paid' : ''}`,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: { '#t': 'type', '#s': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    ...(change.restock ?? []).map((line) => ({
      Update: {
        TableName: tableName(), Key: keys.product(line.productId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'ADD stock :q SET updatedAt = :at',
        ExpressionAttributeValues: { ':q': line.quantity, ':at': at },
      },
    })),
    ...(change.mail
      ? [orderMailPart(record, change.mail, `order-${record.id}-${to}-${now.getTime()}`, now)]
      : []),
  ]);
  return outcome === 'done';
}
