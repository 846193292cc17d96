import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { log } from '../commons/logger';
import { reactions, type TableChange } from './reactions';

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
 * The table stream's handler: each change goes to every reaction that wants it (emails,
 * dashboard counters, catalogue refresh). Failed records are reported for retry, and
 * after the retries they land in the dead-letter queue.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const change = toChange(record);
    try {
      for (const reaction of reactions) {
        if (reaction.wants(change)) await reaction.run(change);
      }
    } catch (error) {
      log.error('stream record failed', { error, eventId: record.eventID });
      if (record.dynamodb?.SequenceNumber) batchItemFailures.push({ itemIdentifier: record.dynamodb.SequenceNumber });
      break;
    }
  }
  return { batchItemFailures };
}
