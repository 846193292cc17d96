import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { mapLimit } from '../commons/map-limit';
import { tableName } from './table';

type Requests = NonNullable<BatchWriteCommandInput['RequestItems']>[string];

/**
 * Stores many whole items: 25 to a batch, a few batches at a time, retrying with backoff what
 * DynamoDB leaves unprocessed. Not a transaction: each item is written on its own.
 */
export async function batchPut(items: readonly object[], concurrency = 6): Promise<void> {
  const batches: object[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const write = async (batch: object[]) => {
    let requests: Requests = batch.map((item) => ({ PutRequest: { Item: item as Record<string, unknown> } }));
    for (let attempt = 0; requests.length; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept batch writes unprocessed');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const out = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = out.UnprocessedItems?.[tableName()] ?? [];
    }
  };
  await mapLimit(batches, concurrency, write);
}
