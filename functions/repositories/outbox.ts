/**
 * The mail outbox. A route writes the mail in the same transaction as what it announces (a
 * verification token, a reset token, a verified address); the table stream sends it and deletes
 * it (events/send-queued-mail.ts). Nothing is ever mailed from inside a request.
 *
 * | item | pk          | sk   | attributes                                                        |
 * |------|-------------|------|-------------------------------------------------------------------|
 * | mail | OUTBOX#<id> | MAIL | template, to, username, sealedLink?, orderId?, userId?, productId?, subscriberId?, oldCents?, newCents?, createdAt, expiresAt (1 day) |
 *
 * Access patterns: `putMailPart` (a transaction part for the writer), `queueMail`, `getQueuedMail` (consistent
 * read, so a retried stream record sees a mail already sent), `deleteQueuedMail`.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { MAIL_TEMPLATES, type OrderTemplateName, type QueuedMail } from '../mail/mail-types';
import { expiresIn, tableName } from './table';

/** How long an unsent mail waits before TTL removes it. */
const OUTBOX_SECONDS = 24 * 3600;

const outboxKey = (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'MAIL' });

interface MailItem extends QueuedMail {
  pk: string;
  sk: 'MAIL';
  type: 'mail';
  createdAt: string;
  expiresAt: number;
}

/** The Put of a queued mail, for a TransactWrite. */
export function putMailPart(mail: QueuedMail, now: Date) {
  const item: MailItem = {
    ...outboxKey(mail.id),
    sk: 'MAIL',
    type: 'mail',
    ...mail,
    createdAt: now.toISOString(),
    expiresAt: expiresIn(OUTBOX_SECONDS, now.getTime()),
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Queues a mail on its own, when nothing else is written with it. */
export async function queueMail(mail: QueuedMail, now = new Date()): Promise<void> {
  await documentClient().send(new PutCommand(putMailPart(mail, now).Put));
}

/** The Put of a mail about an order, to the address it ships to; rendered from the order when sent. */
export function orderMailPart(
  order: { id: string; shippingAddress: { email: string; fullName: string } },
  template: OrderTemplateName,
  id: string,
  now: Date,
) {
  return putMailPart({ id, template, to: order.shippingAddress.email, username: order.shippingAddress.fullName, orderId: order.id }, now);
}

/** Reads a stream image back as a queued mail, or undefined when it is not one. */
export function queuedMailOf(item: Record<string, unknown> | undefined): QueuedMail | undefined {
  if (item?.type !== 'mail' || typeof item.id !== 'string' || typeof item.to !== 'string') return undefined;
  if (!MAIL_TEMPLATES.includes(item.template as QueuedMail['template'])) return undefined;
  return {
    id: item.id,
    template: item.template as QueuedMail['template'],
    to: item.to,
    username: String(item.username ?? ''),
    ...(typeof item.sealedLink === 'string' ? { sealedLink: item.sealedLink } : {}),
    ...(typeof item.orderId === 'string' ? { orderId: item.orderId } : {}),
    ...(typeof item.userId === 'string' ? { userId: item.userId } : {}),
    ...(typeof item.productId === 'string' ? { productId: item.productId } : {}),
    ...(typeof item.subscriberId === 'string' ? { subscriberId: item.subscriberId } : {}),
    ...(typeof item.oldCents === 'number' ? { oldCents: item.oldCents } : {}),
    ...(typeof item.newCents === 'number' ? { newCents: item.newCents } : {}),
  };
}

/** A queued mail by id, read consistently; undefined once sent. */
export async function getQueuedMail(id: string): Promise<QueuedMail | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: outboxKey(id), ConsistentRead: true }));
  return queuedMailOf(out.Item);
}

/** Removes a mail once sent. */
export async function deleteQueuedMail(id: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: outboxKey(id) }));
}
