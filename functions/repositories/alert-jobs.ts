/**
 * Alert jobs: one per product change that calls for wishlist alerts (a restock, a price drop).
 * The table stream works through a job a page of customers at a time: each page queues their
 * emails and moves the job's cursor on, and that write is the stream record of the next page,
 * so however many customers wait, no single invocation does much (events/wish-alerts.ts).
 *
 * | item      | pk              | sk  | attributes                                                                          |
 * |-----------|-----------------|-----|-------------------------------------------------------------------------------------|
 * | alert job | ALERTJOB#<id>   | JOB | kind, productId, restockId or day, oldCents?, newCents?, page, cursor?, done?, expiresAt (2 days) |
 *
 * Access patterns: `startAlertJob` (once per id), `getAlertJob` (consistent), `advanceAlertJob`
 * (only from the page it was on, so a repeated page never moves the cursor twice).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { expiresIn, isConditionFailure, tableName } from './table';

/** How long a job is kept: far longer than its pages take, and than the stream keeps a record. */
const ALERT_JOB_SECONDS = 2 * 24 * 3600;

const alertJobKey = (id: string) => ({ pk: `ALERTJOB#${id}`, sk: 'JOB' });

/** What a job is about: a restock (emailed once per customer) or a price drop (once per customer a day). */
export type AlertJobSpec =
  | { id: string; kind: 'back-in-stock'; productId: string; restockId: string }
  | { id: string; kind: 'price-drop'; productId: string; day: string; oldCents: number; newCents: number };

/** A job and where it stands: the page it is on and the index key that page starts after. */
export type AlertJob = AlertJobSpec & { page: number; cursor?: Record<string, unknown>; done?: boolean };

/** Starts a job; starting one with the same id again changes nothing. */
export async function startAlertJob(spec: AlertJobSpec, now = new Date()): Promise<void> {
  const item = {
    ...alertJobKey(spec.id),
    type: 'alertJob',
    ...spec,
    page: 0,
    createdAt: now.toISOString(),
    expiresAt: expiresIn(ALERT_JOB_SECONDS, now.getTime()),
  };
  try {
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Reads a stream image back as a job, or undefined when it is not one. */
export function alertJobOf(item: Record<string, unknown> | undefined): AlertJob | undefined {
  if (item?.type !== 'alertJob' || typeof item.id !== 'string' || typeof item.productId !== 'string' || typeof item.page !== 'number')
    return undefined;
  const base = {
    id: item.id,
    productId: item.productId,
    page: item.page,
    ...(item.cursor ? { cursor: item.cursor as Record<string, unknown> } : {}),
    ...(item.done ? { done: true } : {}),
  };
  if (item.kind === 'back-in-stock' && typeof item.restockId === 'string')
    return { ...base, kind: 'back-in-stock', restockId: item.restockId };
  if (item.kind === 'price-drop' && typeof item.day === 'string') {
    return { ...base, kind: 'price-drop', day: item.day, oldCents: Number(item.oldCents), newCents: Number(item.newCents) };
  }
  return undefined;
}

/** A job as it is now (consistent read). */
export async function getAlertJob(id: string): Promise<AlertJob | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: alertJobKey(id), ConsistentRead: true }));
  return alertJobOf(out.Item);
}

/** Moves a job from `page` to the next, starting after `cursor`, or marks it done without one; a job no longer on `page` is left alone. */
export async function advanceAlertJob(id: string, page: number, cursor: Record<string, unknown> | undefined): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: alertJobKey(id),
        ConditionExpression: '#page = :page',
        UpdateExpression: cursor ? 'SET #page = :next, #cursor = :cursor' : 'SET #page = :next, #done = :done REMOVE #cursor',
        ExpressionAttributeNames: { '#page': 'page', '#cursor': 'cursor', ...(cursor ? {} : { '#done': 'done' }) },
        ExpressionAttributeValues: { ':page': page, ':next': page + 1, ...(cursor ? { ':cursor': cursor } : { ':done': true }) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
