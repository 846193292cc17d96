import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as SdkRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryCheckpoints, type CheckpointStore } from './stream-checkpoints';
import { type StreamHandler, type StreamPoller, type StreamPollerOptions, startStreamPoller } from './stream-poller';

const ARN = 'arn:aws:dynamodb:ddblocal:000000000000:table/maison/stream/1';

/** A stream in memory that answers the four calls the poller makes, like DynamoDB Local. */
class FakeStream {
  shards: { id: string; parent?: string; records: SdkRecord[]; closed: boolean }[] = [];
  private sequence = 0;

  shard(id: string, parent?: string) {
    this.shards.push({ id, parent, records: [], closed: false });
    return this;
  }

  put(shardId: string, ...names: string[]) {
    const shard = this.shards.find((s) => s.id === shardId)!;
    for (const name of names) {
      this.sequence += 1;
      shard.records.push({
        eventID: name,
        eventName: 'INSERT',
        dynamodb: { NewImage: { pk: { S: name } }, SequenceNumber: String(this.sequence).padStart(21, '0') },
      });
    }
    return this;
  }

  /** A change to an item of a type, as the table writes it (a TTL delete has no known event name). */
  change(shardId: string, name: string, eventName: string, type: string) {
    const image = { pk: { S: name }, type: { S: type } };
    this.sequence += 1;
    this.shards
      .find((s) => s.id === shardId)!
      .records.push({
        eventID: name,
        eventName: eventName as 'INSERT',
        dynamodb: {
          ...(eventName === 'INSERT' ? { NewImage: image } : { OldImage: image }),
          SequenceNumber: String(this.sequence).padStart(21, '0'),
        },
      });
    return this;
  }

  close(shardId: string) {
    this.shards.find((s) => s.id === shardId)!.closed = true;
  }

  readonly client = {
    send: async (command: unknown): Promise<unknown> => {
      if (command instanceof DescribeTableCommand) return { Table: { LatestStreamArn: ARN } };
      if (command instanceof DescribeStreamCommand) {
        return { StreamDescription: { Shards: this.shards.map((s) => ({ ShardId: s.id, ParentShardId: s.parent })) } };
      }
      if (command instanceof GetShardIteratorCommand) {
        const { ShardId, ShardIteratorType, SequenceNumber } = command.input;
        const shard = this.shards.find((s) => s.id === ShardId)!;
        const at =
          ShardIteratorType === 'AFTER_SEQUENCE_NUMBER'
            ? shard.records.findIndex((r) => r.dynamodb!.SequenceNumber === SequenceNumber) + 1
            : 0;
        return { ShardIterator: `${ShardId}|${at}` };
      }
      if (command instanceof GetRecordsCommand) {
        const [id, at] = command.input.ShardIterator!.split('|');
        const shard = this.shards.find((s) => s.id === id)!;
        const records = shard.records.slice(Number(at), Number(at) + (command.input.Limit ?? 100));
        const next = Number(at) + records.length;
        return {
          Records: records,
          NextShardIterator: shard.closed && next >= shard.records.length ? undefined : `${id}|${next}`,
        };
      }
      throw new Error(`Unexpected command ${String(command)}`);
    },
  };
}

const pollers: StreamPoller[] = [];
afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
});

function poll(
  stream: FakeStream,
  handler: StreamHandler,
  checkpoints: CheckpointStore = memoryCheckpoints(),
  logs: string[] = [],
  filter: StreamPollerOptions['filter'] | 'default' = null,
) {
  const poller = startStreamPoller({
    ...(filter === 'default' ? {} : { filter }),
    dynamo: stream.client as never,
    streams: stream.client as never,
    tableName: 'maison',
    region: 'us-east-1',
    handler,
    checkpoints,
    intervalMs: 5,
    retryDelayMs: 1,
    batchSize: 3,
    log: (_level, msg, fields) => logs.push(`${msg} ${JSON.stringify(fields)}`),
  });
  pollers.push(poller);
  return poller;
}

/** A handler that records what it was given and fails as told. */
function recorder(fail: (id: string, call: number) => boolean = () => false) {
  const batches: string[][] = [];
  const delivered: string[] = [];
  const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    batches.push(event.Records.map((r) => r.eventID!));
    for (const record of event.Records) {
      if (fail(record.eventID!, batches.length)) {
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
      }
      delivered.push(record.eventID!);
    }
    return { batchItemFailures: [] };
  };
  return { batches, delivered, handler };
}

async function until(check: () => boolean, ms = 2000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('startStreamPoller', () => {
  it('says when it last found nothing left: only after every record written before has been handled', async () => {
    const stream = new FakeStream().shard('s1');
    let release: () => void = () => {};
    const delivered: string[] = [];
    const poller = poll(stream, async (event) => {
      // The handler holds the batch until the test lets it go.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      delivered.push(...event.Records.map((r) => r.eventID!));
    });
    await until(() => poller.quietSince() > 0);
    const wrote = Date.now();
    stream.put('s1', 'a');
    await new Promise((r) => setTimeout(r, 40));
    // Mid-batch: no pass that began after the write has come up empty.
    expect(poller.quietSince()).toBeLessThan(wrote);
    release();
    await until(() => poller.quietSince() >= wrote);
    expect(delivered).toEqual(['a']);
  });

  it('delivers every record once, in order, as Lambda stream events', async () => {
    const stream = new FakeStream().shard('s1').put('s1', 'a', 'b', 'c', 'd');
    const events: DynamoDBStreamEvent[] = [];
    const { delivered, handler } = recorder();
    poll(stream, async (event) => {
      events.push(event);
      return handler(event);
    });
    await until(() => delivered.length === 4);
    stream.put('s1', 'e');
    await until(() => delivered.length === 5);
    expect(delivered).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(events[0]!.Records[0]).toMatchObject({ eventSource: 'aws:dynamodb', eventSourceARN: ARN, eventName: 'INSERT' });
  });

  it("gives the handler only the changes the shop's stream filter lets through, as in AWS, and moves past the others", async () => {
    const stream = new FakeStream()
      .shard('s1')
      .change('s1', 'cart', 'INSERT', 'cartLine')
      .change('s1', 'mail', 'INSERT', 'mail')
      .change('s1', 'sent', 'REMOVE', 'mail')
      .change('s1', 'rate', 'INSERT', 'rate')
      .change('s1', 'gone', 'TTL_DELETE', 'order');
    const checkpoints = memoryCheckpoints();
    const { batches, handler } = recorder();
    poll(stream, handler, checkpoints, [], 'default');
    await until(() => checkpoints.load(ARN).s1?.sequence === '000000000000000000005');
    // Two pages of three records: the mail's insertion, then the order's removal by TTL.
    expect(batches).toEqual([['mail'], ['gone']]);
    stream.change('s1', 'token', 'INSERT', 'token');
    await until(() => checkpoints.load(ARN).s1?.sequence === '000000000000000000006');
    expect(batches).toHaveLength(2);
  });

  it('reads a closed parent shard to its end before its child', async () => {
    const stream = new FakeStream().shard('parent').shard('child', 'parent').put('child', 'c1').put('parent', 'p1', 'p2');
    const { delivered, handler } = recorder();
    poll(stream, handler);
    await new Promise((r) => setTimeout(r, 50));
    expect(delivered).toEqual(['p1', 'p2']);
    stream.close('parent');
    await until(() => delivered.length === 3);
    expect(delivered).toEqual(['p1', 'p2', 'c1']);
  });

  it('resumes after its checkpoint on restart: nothing repeated, nothing lost', async () => {
    const stream = new FakeStream().shard('s1').put('s1', 'a', 'b');
    const checkpoints = memoryCheckpoints();
    const first = recorder();
    const poller = poll(stream, first.handler, checkpoints);
    await until(() => first.delivered.length === 2);
    await poller.stop();
    stream.put('s1', 'c');
    const second = recorder();
    poll(stream, second.handler, checkpoints);
    await until(() => second.delivered.length === 1);
    expect(second.delivered).toEqual(['c']);
    expect(checkpoints.load(ARN)).toEqual({ s1: { sequence: '000000000000000000003' } });
  });

  it('retries from the failed record of a batch', async () => {
    const stream = new FakeStream().shard('s1').put('s1', 'a', 'b', 'c');
    const { batches, delivered, handler } = recorder((id, call) => id === 'b' && call === 1);
    poll(stream, handler);
    await until(() => delivered.length === 3);
    expect(batches.slice(0, 2)).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c'],
    ]);
    expect(delivered).toEqual(['a', 'b', 'c']);
  });

  it('skips a record that keeps failing after the retries, logs it, and goes on', async () => {
    const stream = new FakeStream().shard('s1').put('s1', 'a', 'bad', 'c');
    const logs: string[] = [];
    const { batches, delivered, handler } = recorder((id) => id === 'bad');
    poll(stream, handler, memoryCheckpoints(), logs);
    await until(() => delivered.includes('c'));
    expect(delivered).toEqual(['a', 'c']);
    expect(batches.filter((batch) => batch[0] === 'bad')).toHaveLength(4);
    expect(logs.filter((line) => line.includes('skipped after retries'))).toHaveLength(1);
    expect(logs[0]).toContain('"eventId":"bad"');
  });

  it('retries the whole batch when the handler throws', async () => {
    const stream = new FakeStream().shard('s1').put('s1', 'a', 'b');
    let calls = 0;
    const seen: string[][] = [];
    poll(stream, async (event) => {
      calls += 1;
      if (calls === 1) throw new Error('table busy');
      seen.push(event.Records.map((r) => r.eventID!));
    });
    await until(() => seen.length === 1);
    expect(seen).toEqual([['a', 'b']]);
  });

  it('keeps polling after a failing call, logging the problem once', async () => {
    const stream = new FakeStream().shard('s1').put('s1', 'a');
    const original = stream.client.send;
    let failures = 0;
    (stream.client as { send: typeof original }).send = async (command) => {
      if (command instanceof DescribeStreamCommand && failures < 5) {
        failures += 1;
        throw new Error('connection refused');
      }
      return original(command);
    };
    const logs: string[] = [];
    const { delivered, handler } = recorder();
    poll(stream, handler, memoryCheckpoints(), logs);
    await until(() => delivered.length === 1);
    expect(logs.filter((line) => line.includes('connection refused'))).toHaveLength(1);
  });
});
