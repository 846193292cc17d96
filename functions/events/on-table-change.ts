import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { withLogContext } from '../commons/request-context';
import { batchReactions, reactions } from './reactions';
import { handleBatch } from './stream-batch';

export { handleBatch, toChange } from './stream-batch';

/**
 * The table stream's handler: emails, dashboard counters and link requests per record, the
 * catalogue snapshot once per batch. Failed records are reported for retry; after the retries
 * Lambda notes where they were in the dead-letter queue, and the keeper (keep-failed-events.ts)
 * copies them whole into the table for replay. Log lines carry the invocation's request id, and
 * a record's reactions the record's event id.
 */
export const handler = (event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
  withLogContext({ requestId: context?.awsRequestId }, () => handleBatch(event, reactions, batchReactions));
