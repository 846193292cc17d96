import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { handleBatch } from './on-table-change';
import type { BatchReaction, Reaction, TableChange } from './reactions';

function productRecord(i: number): DynamoDBRecord {
  const image = { pk: { S: `PRODUCT#p${i}` }, sk: { S: 'PRODUCT' }, type: { S: 'product' }, productId: { S: `p${i}` } };
  return { eventID: `e${i}`, eventName: 'INSERT', dynamodb: { NewImage: image, SequenceNumber: String(1000 + i) } };
}

const otherRecord = (i: number): DynamoDBRecord => ({
  eventID: `o${i}`,
  eventName: 'INSERT',
  dynamodb: { NewImage: { pk: { S: `USER#${i}` }, sk: { S: 'PROFILE' }, type: { S: 'user' } }, SequenceNumber: String(1000 + i) },
});

const isProduct = (change: TableChange) => change.newItem?.type === 'product';

function batchReaction(runOnce: BatchReaction['runOnce'] = async () => undefined): BatchReaction & { runOnce: ReturnType<typeof vi.fn> } {
  return { name: 'catalogue', wants: isProduct, runOnce: vi.fn(runOnce) };
}

describe('the stream handler', () => {
  it('runs a batch reaction once for a bulk import of 5,000 products, with every change', async () => {
    const perRecord: Reaction = { name: 'count', wants: () => true, run: vi.fn(async () => undefined) };
    const catalogue = batchReaction();
    const records = Array.from({ length: 5000 }, (_, i) => productRecord(i));
    expect(await handleBatch({ Records: records }, [perRecord], [catalogue])).toEqual({ batchItemFailures: [] });
    expect(perRecord.run).toHaveBeenCalledTimes(5000);
    expect(catalogue.runOnce).toHaveBeenCalledTimes(1);
    expect(catalogue.runOnce.mock.calls[0]![0]).toHaveLength(5000);
  });

  it('does not run a batch reaction for a batch without a change it wants', async () => {
    const catalogue = batchReaction();
    await handleBatch({ Records: [otherRecord(1), otherRecord(2)] }, [], [catalogue]);
    expect(catalogue.runOnce).not.toHaveBeenCalled();
  });

  it('runs it for the records handled before a failure, and asks for the batch again from the failed record', async () => {
    const failing: Reaction = {
      name: 'mail',
      wants: () => true,
      run: async (change) => {
        if (change.eventId === 'e2') throw new Error('mail service down');
      },
    };
    const catalogue = batchReaction();
    const result = await handleBatch({ Records: [0, 1, 2, 3].map(productRecord) }, [failing], [catalogue]);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '1002' }] });
    expect(catalogue.runOnce.mock.calls[0]![0].map((c: TableChange) => c.eventId)).toEqual(['e0', 'e1']);
  });

  it('asks for the batch again from the first change a failed batch reaction wanted', async () => {
    const catalogue = batchReaction(async () => {
      throw new Error('bucket unreachable');
    });
    const result = await handleBatch({ Records: [otherRecord(0), productRecord(1), productRecord(2)] }, [], [catalogue]);
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '1001' }] });
  });
});
