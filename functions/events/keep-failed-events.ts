import { DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { env } from '../commons/env';
import { log } from '../commons/logger';
import { putMetrics, STREAM_METRICS } from '../commons/metric-line';
import { keepFailedEvent } from '../repositories/failed-events';
import { type FailureNotice, failureNoticeOf, keepFailedBatch } from './failed-events';
import { toLambdaRecord } from './lambda-records';

/** GetRecords calls spent on one range at most: a range is one failed batch, ten records or fewer. */
const MAX_READS = 50;

let client: DynamoDBStreamsClient | undefined;
const streams = () =>
  (client ??= new DynamoDBStreamsClient({
    region: env.region,
    ...(env.dynamoEndpoint ? { endpoint: env.dynamoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  }));

const gone = (error: unknown) =>
  ['TrimmedDataAccessException', 'ResourceNotFoundException', 'ExpiredIteratorException'].includes((error as Error).name);

/** The records of a failed range, from the stream as it is now; undefined once it has trimmed them. */
export async function readRange(
  notice: FailureNotice,
  reader: Pick<DynamoDBStreamsClient, 'send'> = streams(),
): Promise<DynamoDBRecord[] | undefined> {
  const end = BigInt(notice.endSequenceNumber);
  const found: DynamoDBRecord[] = [];
  try {
    let iterator = (
      await reader.send(
        new GetShardIteratorCommand({
          StreamArn: notice.streamArn,
          ShardId: notice.shardId,
          ShardIteratorType: 'AT_SEQUENCE_NUMBER',
          SequenceNumber: notice.startSequenceNumber,
        }),
      )
    ).ShardIterator;
    for (let reads = 0; iterator && reads < MAX_READS; reads += 1) {
      const out = await reader.send(new GetRecordsCommand({ ShardIterator: iterator }));
      for (const record of out.Records ?? []) {
        if (BigInt(record.dynamodb?.SequenceNumber ?? '0') > end) return found;
        found.push(toLambdaRecord(record, { streamArn: notice.streamArn, region: env.region }));
        if (BigInt(record.dynamodb?.SequenceNumber ?? '0') === end) return found;
      }
      iterator = out.NextShardIterator;
    }
    return found;
  } catch (error) {
    if (gone(error)) return undefined;
    throw error;
  }
}

/**
 * The dead-letter queue's consumer: Lambda's notice of stream records it gave up on (after the
 * retries, or too old) names only where they were in the stream, which keeps them 24 hours. This
 * reads them back at once and keeps them whole in the table for replay
 * (scripts/replay-failed-events.ts), and counts them in CloudWatch (`Maison/Stream FailedEvents`,
 * alarmed). A notice it cannot handle now is left in the queue and comes again.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const message of event.Records) {
    const notice = failureNoticeOf(message.body);
    if (!notice) {
      // Nothing to read back from; logged whole (positions, no data) and dropped, not retried forever.
      log.error('dead letter is no stream failure notice; dropped', { messageId: message.messageId, body: message.body });
      continue;
    }
    try {
      const result = await keepFailedBatch(notice, {
        readRange: (range) => readRange(range),
        keep: keepFailedEvent,
        now: () => new Date(),
      });
      if (result.kept) putMetrics(STREAM_METRICS, { FailedEvents: { value: result.kept, unit: 'Count' } });
      const outcome = result.unreadable
        ? 'failed stream records no longer in the stream; their place kept'
        : result.kept
          ? 'failed stream records kept for replay'
          : 'failed stream records kept before, or none the filter lets through';
      log.warn(outcome, {
        condition: notice.condition,
        shardId: notice.shardId,
        start: notice.startSequenceNumber,
        end: notice.endSequenceNumber,
        kept: result.kept,
      });
    } catch (error) {
      log.error('failed stream records not kept; the notice comes again', { error, messageId: message.messageId });
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
}
