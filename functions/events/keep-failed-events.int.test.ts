import { randomUUID } from 'node:crypto';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { documentClient } from '../commons/clients';
import { deleteFailedEvent, keepFailedEvent, listFailedEvents } from '../repositories/failed-events';
import { tableName } from '../repositories/table';
import { useLocalCloud } from '../test-support/local-cloud';
import { type FailureNotice, keepFailedBatch, replayFailedEvents } from './failed-events';
import { handler, readRange } from './keep-failed-events';

const cloud = useLocalCloud();
const run = randomUUID().slice(0, 8);
/** A type no reaction wants, so the local stream poller passes these items over. */
const TYPE = 'keeperTest';
const onlyTestItems = [{ dynamodb: { NewImage: { type: { S: [TYPE] } } } }];
const keptKeys: string[] = [];
afterAll(async () => {
  for (const key of keptKeys) await deleteFailedEvent(key);
});

/** Where in the stream the items with these keys were written. */
async function positionsOf(pks: string[]): Promise<{ streamArn: string; shardId: string; sequences: string[] }> {
  const client = new DynamoDBStreamsClient({
    endpoint: cloud.dynamoEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const streamArn = (await documentClient().send(new DescribeTableCommand({ TableName: tableName() }))).Table!.LatestStreamArn!;
  const shards = (await client.send(new DescribeStreamCommand({ StreamArn: streamArn }))).StreamDescription?.Shards ?? [];
  for (const shard of shards) {
    const sequences: string[] = [];
    let iterator = (
      await client.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }))
    ).ShardIterator;
    for (let reads = 0; iterator && reads < 500; reads += 1) {
      const page = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      for (const record of page.Records ?? []) {
        if (pks.includes(record.dynamodb?.Keys?.pk?.S ?? '')) sequences.push(record.dynamodb!.SequenceNumber!);
      }
      if (!page.Records?.length) break;
      iterator = page.NextShardIterator;
    }
    if (sequences.length === pks.length) return { streamArn, shardId: shard.ShardId!, sequences };
  }
  throw new Error('the items are not in one shard of the stream');
}

describe('the keeper of failed stream records, against DynamoDB Local', () => {
  it('reads a failed range back from the stream and keeps its records once, for a replay that forgets them', async () => {
    const pks = ['a', 'b', 'c'].map((name) => `KEEPERTEST#${run}#${name}`);
    for (const pk of pks) await documentClient().send(new PutCommand({ TableName: tableName(), Item: { pk, sk: 'X', type: TYPE } }));
    const { streamArn, shardId, sequences } = await positionsOf(pks);
    // Lambda gave up on the first two.
    const notice: FailureNotice = {
      condition: 'RetryAttemptsExhausted',
      shardId,
      startSequenceNumber: sequences[0]!,
      endSequenceNumber: sequences[1]!,
      streamArn,
    };

    const records = await readRange(notice);
    expect(records!.map((r) => r.dynamodb?.Keys?.pk?.S)).toEqual(pks.slice(0, 2));
    expect(records![0]).toMatchObject({ eventName: 'INSERT', eventSourceARN: streamArn, dynamodb: { NewImage: { type: { S: TYPE } } } });

    const deps = { readRange, keep: keepFailedEvent, now: () => new Date() };
    expect(await keepFailedBatch(notice, deps, onlyTestItems)).toEqual({ kept: 2, unreadable: false });
    expect(await keepFailedBatch(notice, deps, onlyTestItems)).toEqual({ kept: 0, unreadable: false });
    const ours = (await listFailedEvents()).filter((event) => event.kind === 'record' && event.record.dynamodb?.Keys?.pk?.S?.includes(run));
    keptKeys.push(...ours.map((event) => event.key));
    expect(ours.map((event) => event.kind === 'record' && event.record.eventID)).toEqual(records!.map((r) => r.eventID));

    const delivered: string[] = [];
    const report = await replayFailedEvents(
      {
        list: listFailedEvents,
        deliver: async (event) => {
          delivered.push(event.Records[0]!.dynamodb!.Keys!.pk!.S!);
          return { batchItemFailures: [] };
        },
        remove: deleteFailedEvent,
      },
      keptKeys,
    );
    expect(report.replayed).toEqual(keptKeys);
    expect(delivered).toEqual(pks.slice(0, 2));
    expect((await listFailedEvents()).filter((event) => keptKeys.includes(event.key))).toEqual([]);
  });

  it('takes a dead letter whose records no reaction wants, keeping nothing, and drops a message that is no notice', async () => {
    const pk = `KEEPERTEST#${run}#d`;
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: { pk, sk: 'X', type: TYPE } }));
    const { streamArn, shardId, sequences } = await positionsOf([pk]);
    const body = JSON.stringify({
      requestContext: { condition: 'RecordAgeExceeded' },
      DDBStreamBatchInfo: { shardId, startSequenceNumber: sequences[0], endSequenceNumber: sequences[0], streamArn, batchSize: 1 },
    });
    const answer = await handler({
      Records: [
        { messageId: 'm1', body },
        { messageId: 'm2', body: 'hello' },
      ],
    } as never);
    expect(answer).toEqual({ batchItemFailures: [] });
  });
});
