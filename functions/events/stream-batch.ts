/**
 * How a consumer of the table stream runs its reactions over a batch: the table stream's handler
 * (on-table-change.ts) and the product pages' (on-product-change.ts) alike.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { log } from '../commons/logger';
import { withLogContext } from '../commons/request-context';
import type { BatchReaction, Reaction, TableChange } from './reactions';

/** Turns a stream record into old and new plain items. */
export function toChange(record: DynamoDBRecord): TableChange {
  const image = (value: unknown) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);
  return {
    event: record.eventName ?? 'MODIFY',
    ...(record.eventID ? { eventId: record.eventID } : {}),
    oldItem: image(record.dynamodb?.OldImage),
    newItem: image(record.dynamodb?.NewImage),
  };
}

/**
 * One stream batch: each record goes to every reaction that wants it, in order, until one fails;
 * then each batch reaction runs once with the changes it wants among the records handled. The
 * answer names the earliest record to deliver again (the failed one, or the first a failed batch
 * reaction wanted); the records after it come again too, which every reaction tolerates.
 */
export async function handleBatch(
  event: DynamoDBStreamEvent,
  perRecord: Reaction[],
  perBatch: BatchReaction[],
): Promise<DynamoDBBatchResponse> {
  const handled: { record: DynamoDBRecord; change: TableChange }[] = [];
  let retryFrom: number | undefined;
  for (const [index, record] of event.Records.entries()) {
    const change = toChange(record);
    try {
      await withLogContext({ eventId: record.eventID }, async () => {
        for (const reaction of perRecord) {
          if (reaction.wants(change)) await reaction.run(change);
        }
      });
    } catch (error) {
      log.error('stream record failed', { error, eventId: record.eventID });
      retryFrom = index;
      break;
    }
    handled.push({ record, change });
  }
  for (const reaction of perBatch) {
    const wanted = handled.filter(({ change }) => reaction.wants(change));
    if (!wanted.length) continue;
    try {
      await reaction.runOnce(wanted.map(({ change }) => change));
    } catch (error) {
      log.error('stream batch reaction failed', { error, reaction: reaction.name });
      const first = handled.indexOf(wanted[0]!);
      retryFrom = Math.min(retryFrom ?? first, first);
    }
  }
  const sequence = retryFrom === undefined ? undefined : event.Records[retryFrom]?.dynamodb?.SequenceNumber;
  return { batchItemFailures: sequence ? [{ itemIdentifier: sequence }] : [] };
}
