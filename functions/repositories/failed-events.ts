/**
 * Stream records the stream handler gave up on, kept whole so they can be replayed: the dead-letter
 * queue only says where they were in the stream, and the stream forgets them after 24 hours. The
 * keeper (events/keep-failed-events.ts) copies them here; scripts/replay-failed-events.ts replays
 * and deletes them.
 *
 * | item        | pk           | sk                                   | attributes                                                  |
 * |-------------|--------------|--------------------------------------|-------------------------------------------------------------|
 * | failed event| FAILED_EVENT | RECORD#<stream time>#<seq.>#<id>     | eventId, eventName, itemType, itemKey, condition, keptAt, record (JSON), expiresAt (14 days) |
 * | unreadable  | FAILED_EVENT | UNREADABLE#<shard id>#<first seq.>   | condition, range, keptAt, expiresAt (14 days)                |
 *
 * The sort key comes from the record alone, so keeping one twice (a redelivered notice) writes
 * nothing the second time. Access patterns: `keepFailedEvent` (conditional put), `listFailedEvents`
 * (one partition, oldest first), `deleteFailedEvent`.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { documentClient } from '../commons/document-client';
import { expiresIn, isConditionFailure, queryAll, tableName } from './table';

/** The partition of every failed event; the keeper may write only there. */
export const FAILED_EVENT_PK = 'FAILED_EVENT';

/** How long a failed event waits for its replay: as long as the dead-letter queue keeps a notice. */
export const FAILED_EVENT_SECONDS = 14 * 24 * 3600;

/** Where in the stream a failed batch was, as Lambda's failure notice says. */
export interface StreamRange {
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  /** When the first of its records reached the stream (ISO). */
  firstArrival?: string;
}

/** A failed record, whole, or a failed batch whose records the stream no longer had. */
export type FailedEvent =
  | { kind: 'record'; key: string; condition: string; keptAt: string; record: DynamoDBRecord }
  | { kind: 'unreadable'; key: string; condition: string; keptAt: string; range: StreamRange };

/**
 * The sort key a failed record is kept under: its stream time, then its sequence number (padded,
 * so records of one second keep their stream order), then its id.
 */
export function failedRecordKey(record: DynamoDBRecord): string {
  const seconds = record.dynamodb?.ApproximateCreationDateTime;
  const at = seconds === undefined ? 'unknown' : new Date(seconds * 1000).toISOString();
  const sequence = (record.dynamodb?.SequenceNumber ?? '').padStart(40, '0');
  return `RECORD#${at}#${sequence}#${record.eventID ?? ''}`;
}

export const unreadableKey = (range: StreamRange) => `UNREADABLE#${range.shardId}#${range.startSequenceNumber}`;

const image = (record: DynamoDBRecord) => record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;

function itemOf(event: FailedEvent, now: Date): Record<string, unknown> {
  const common = {
    pk: FAILED_EVENT_PK,
    sk: event.key,
    type: 'failedEvent',
    kind: event.kind,
    condition: event.condition,
    keptAt: event.keptAt,
    expiresAt: expiresIn(FAILED_EVENT_SECONDS, now.getTime()),
  };
  if (event.kind === 'unreadable') return { ...common, range: event.range };
  const { record } = event;
  return {
    ...common,
    eventId: record.eventID,
    eventName: record.eventName,
    // For a person reading the table: what changed, without unpacking the record.
    itemType: image(record)?.type?.S,
    itemKey: { pk: record.dynamodb?.Keys?.pk?.S, sk: record.dynamodb?.Keys?.sk?.S },
    record: JSON.stringify(record),
  };
}

/** Keeps a failed event unless it is kept already; answers whether this call wrote it. */
export async function keepFailedEvent(event: FailedEvent, now = new Date()): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({ TableName: tableName(), Item: itemOf(event, now), ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** An item read back as a failed event; undefined when it is none (or not whole). */
export function failedEventOf(item: Record<string, unknown>): FailedEvent | undefined {
  const base = { key: String(item.sk), condition: String(item.condition ?? ''), keptAt: String(item.keptAt ?? '') };
  if (item.kind === 'record' && typeof item.record === 'string')
    return { kind: 'record', ...base, record: JSON.parse(item.record) as DynamoDBRecord };
  if (item.kind === 'unreadable' && item.range) return { kind: 'unreadable', ...base, range: item.range as StreamRange };
  return undefined;
}

/** Every failed event kept, oldest first (records before unreadable batches), read consistently. */
export async function listFailedEvents(): Promise<FailedEvent[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': FAILED_EVENT_PK },
    ConsistentRead: true,
  });
  return items.map(failedEventOf).filter((event) => event !== undefined);
}

/** Forgets a failed event: replayed, or dealt with by hand. */
export async function deleteFailedEvent(key: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: { pk: FAILED_EVENT_PK, sk: key } }));
}
