import { GetRecordsCommand, GetShardIteratorCommand, type _Record as SdkRecord } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { type FailedEvent, failedEventOf, failedRecordKey } from '../repositories/failed-events';
import { type FailureNotice, failureNoticeOf, keepFailedBatch, replayFailedEvents } from './failed-events';
import { readRange } from './keep-failed-events';
import { handleBatch } from './on-table-change';
import type { Reaction } from './reactions';

const STREAM = 'arn:aws:dynamodb:eu-west-1:111122223333:table/maison/stream/2026-01-01T00:00:00.000';

/** A dead letter as Lambda writes it for a DynamoDB stream. */
const deadLetter = (start: string, end: string) =>
  JSON.stringify({
    requestContext: {
      requestId: 'r1',
      functionArn: 'arn:aws:lambda:eu-west-1:111122223333:function:on-table-change',
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 6,
    },
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    version: '1.0',
    timestamp: '2026-11-20T15:02:00.000Z',
    DDBStreamBatchInfo: {
      shardId: 'shardId-1',
      startSequenceNumber: start,
      endSequenceNumber: end,
      approximateArrivalOfFirstRecord: '2026-11-20T15:00:00Z',
      approximateArrivalOfLastRecord: '2026-11-20T15:00:01Z',
      batchSize: 2,
      streamArn: STREAM,
    },
  });

function record(id: string, sequence: string, type: string, eventName: 'INSERT' | 'REMOVE' = 'INSERT'): DynamoDBRecord {
  const image = { pk: { S: `X#${id}` }, sk: { S: 'X' }, type: { S: type } };
  return {
    eventID: id,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      ApproximateCreationDateTime: 1_795_000_000,
      Keys: { pk: image.pk, sk: image.sk },
      [eventName === 'INSERT' ? 'NewImage' : 'OldImage']: image,
      SequenceNumber: sequence,
    },
  };
}

/** The table's failed events, in memory, with the repository's write-once rule. */
function memoryStore() {
  const kept = new Map<string, FailedEvent>();
  return {
    kept,
    keep: async (event: FailedEvent) => {
      if (kept.has(event.key)) return false;
      kept.set(event.key, event);
      return true;
    },
    list: async () => [...kept.values()].sort((a, b) => a.key.localeCompare(b.key)),
    remove: async (key: string) => void kept.delete(key),
  };
}

describe('a dead letter of the stream', () => {
  it('is read as where the failed records were and why', () => {
    expect(failureNoticeOf(deadLetter('100', '101'))).toEqual({
      condition: 'RetryAttemptsExhausted',
      shardId: 'shardId-1',
      startSequenceNumber: '100',
      endSequenceNumber: '101',
      streamArn: STREAM,
      firstArrival: '2026-11-20T15:00:00Z',
    });
    expect(failureNoticeOf('not json')).toBeUndefined();
    expect(failureNoticeOf(JSON.stringify({ DDBStreamBatchInfo: { shardId: 's' } }))).toBeUndefined();
  });
});

describe('keeping failed records', () => {
  const notice = failureNoticeOf(deadLetter('100', '102'))!;
  const now = () => new Date('2026-11-20T15:03:00Z');

  it('keeps each record of the range the filter lets through, whole, once however often the notice comes', async () => {
    const store = memoryStore();
    const records = [record('mail-1', '100', 'mail'), record('cart-1', '101', 'cartLine'), record('order-1', '102', 'order', 'REMOVE')];
    const deps = { readRange: async () => records, keep: store.keep, now };
    expect(await keepFailedBatch(notice, deps)).toEqual({ kept: 2, unreadable: false });
    expect(await keepFailedBatch(notice, deps)).toEqual({ kept: 0, unreadable: false });
    expect([...store.kept.values()].map((e) => e.kind === 'record' && e.record.eventID)).toEqual(['mail-1', 'order-1']);
    expect(store.kept.get(failedRecordKey(records[0]!))).toMatchObject({
      condition: 'RetryAttemptsExhausted',
      keptAt: '2026-11-20T15:03:00.000Z',
      record: records[0],
    });
  });

  it('keeps where the records were when the stream no longer has them, once', async () => {
    const store = memoryStore();
    const deps = { readRange: async () => undefined, keep: store.keep, now };
    expect(await keepFailedBatch(notice, deps)).toEqual({ kept: 1, unreadable: true });
    expect(await keepFailedBatch(notice, deps)).toEqual({ kept: 0, unreadable: true });
    expect([...store.kept.values()]).toEqual([
      {
        kind: 'unreadable',
        key: 'UNREADABLE#shardId-1#100',
        condition: 'RetryAttemptsExhausted',
        keptAt: '2026-11-20T15:03:00.000Z',
        range: { shardId: 'shardId-1', startSequenceNumber: '100', endSequenceNumber: '102', firstArrival: '2026-11-20T15:00:00Z' },
      },
    ]);
  });

  it('keys a record by its stream time, sequence number and id, so the list is in stream order', () => {
    expect(failedRecordKey(record('e1', '100', 'mail'))).toBe(`RECORD#2026-11-18T11:06:40.000Z#${'100'.padStart(40, '0')}#e1`);
    // Two records of one second: the earlier in the stream sorts first, whatever their ids.
    expect(failedRecordKey(record('z', '99', 'mail')) < failedRecordKey(record('a', '100', 'mail'))).toBe(true);
    const item = {
      pk: 'FAILED_EVENT',
      sk: 'RECORD#x',
      kind: 'record',
      condition: 'RecordAgeExceeded',
      keptAt: 't',
      record: JSON.stringify(record('e1', '1', 'mail')),
    };
    expect(failedEventOf(item)).toMatchObject({
      kind: 'record',
      key: 'RECORD#x',
      condition: 'RecordAgeExceeded',
      record: { eventID: 'e1' },
    });
    expect(failedEventOf({ pk: 'FAILED_EVENT', sk: 'y' })).toBeUndefined();
  });
});

describe('reading a failed range back from the stream', () => {
  const sdk = (sequence: string): SdkRecord => ({
    eventID: `e${sequence}`,
    eventName: 'INSERT',
    awsRegion: 'eu-west-1',
    dynamodb: {
      ApproximateCreationDateTime: new Date('2026-11-20T15:00:00Z'),
      NewImage: { type: { S: 'mail' } },
      SequenceNumber: sequence,
    },
  });

  function stream(pages: SdkRecord[][], fail?: string) {
    const calls: string[] = [];
    return {
      calls,
      send: async (command: unknown) => {
        if (fail) throw Object.assign(new Error('gone'), { name: fail });
        if (command instanceof GetShardIteratorCommand) {
          calls.push(`iterator ${command.input.ShardIteratorType} ${command.input.SequenceNumber}`);
          return { ShardIterator: '0' };
        }
        const at = Number((command as GetRecordsCommand).input.ShardIterator);
        calls.push(`records ${at}`);
        return { Records: pages[at] ?? [], NextShardIterator: at + 1 < pages.length ? String(at + 1) : undefined };
      },
    };
  }

  const notice: FailureNotice = {
    condition: 'RecordAgeExceeded',
    shardId: 's',
    startSequenceNumber: '200',
    endSequenceNumber: '1000',
    streamArn: STREAM,
  };

  it('reads from the first record to the last of the range, across pages, and no further', async () => {
    const reader = stream([[sdk('200'), sdk('300')], [], [sdk('1000'), sdk('1001')]]);
    const records = await readRange(notice, reader as never);
    expect(records!.map((r) => r.eventID)).toEqual(['e200', 'e300', 'e1000']);
    expect(records![0]).toMatchObject({ eventSourceARN: STREAM, dynamodb: { ApproximateCreationDateTime: 1_795_186_800 } });
    expect(reader.calls).toEqual(['iterator AT_SEQUENCE_NUMBER 200', 'records 0', 'records 1', 'records 2']);
  });

  it('answers nothing once the stream has trimmed the records', async () => {
    expect(await readRange(notice, stream([], 'TrimmedDataAccessException') as never)).toBeUndefined();
    await expect(readRange(notice, stream([], 'ThrottlingException') as never)).rejects.toThrow('gone');
  });
});

describe('replaying failed records', () => {
  /** A reaction that, like the counters, applies a record once by its id. */
  function countingReaction(failing = new Set<string>()) {
    const applied = new Set<string>();
    let count = 0;
    const reaction: Reaction = {
      name: 'count',
      wants: () => true,
      run: async (change) => {
        if (failing.has(change.eventId!)) throw new Error('mail service down');
        if (applied.has(change.eventId!)) return;
        applied.add(change.eventId!);
        count += 1;
      },
    };
    return { reaction, applied, count: () => count };
  }

  async function parked(...records: DynamoDBRecord[]) {
    const store = memoryStore();
    for (const r of records)
      await store.keep({ kind: 'record', key: failedRecordKey(r), condition: 'RetryAttemptsExhausted', keptAt: 't', record: r });
    return store;
  }

  it('runs each record through the stream handler and forgets the ones it took; a failing one stays', async () => {
    const store = await parked(record('a', '1', 'mail'), record('b', '2', 'mail'));
    const counter = countingReaction(new Set(['b']));
    const deliver = (event: Parameters<typeof handleBatch>[0]) => handleBatch(event, [counter.reaction], []);
    const report = await replayFailedEvents({ list: store.list, deliver, remove: store.remove });
    expect(report.replayed).toEqual([failedRecordKey(record('a', '1', 'mail'))]);
    expect(report.failed).toEqual([{ key: failedRecordKey(record('b', '2', 'mail')), reason: expect.stringContaining('failed it again') }]);
    expect([...store.kept.keys()]).toEqual([failedRecordKey(record('b', '2', 'mail'))]);
    expect(counter.count()).toBe(1);
  });

  it('applies nothing twice: a record whose change went through before is replayed as a no-op', async () => {
    const store = await parked(record('a', '1', 'order'));
    const counter = countingReaction();
    counter.applied.add('a'); // applied by the first delivery, which then failed in a later reaction
    const deliver = (event: Parameters<typeof handleBatch>[0]) => handleBatch(event, [counter.reaction], []);
    expect((await replayFailedEvents({ list: store.list, deliver, remove: store.remove })).replayed).toHaveLength(1);
    expect(counter.count()).toBe(0);
  });

  it('reports batches the stream had trimmed and leaves them, and can replay one record by its key', async () => {
    const store = await parked(record('a', '1', 'mail'), record('b', '2', 'mail'));
    await store.keep({
      kind: 'unreadable',
      key: 'UNREADABLE#s#9',
      condition: 'RecordAgeExceeded',
      keptAt: 't',
      range: { shardId: 's', startSequenceNumber: '9', endSequenceNumber: '9' },
    });
    const delivered: string[] = [];
    const deliver = async (event: Parameters<typeof handleBatch>[0]) => {
      delivered.push(event.Records[0]!.eventID!);
      return { batchItemFailures: [] };
    };
    const keyB = failedRecordKey(record('b', '2', 'mail'));
    const report = await replayFailedEvents({ list: store.list, deliver, remove: store.remove }, [keyB, 'UNREADABLE#s#9']);
    expect(report).toEqual({ replayed: [keyB], failed: [], unreadable: ['UNREADABLE#s#9'] });
    expect(delivered).toEqual(['b']);
  });

  it('keeps a record when the handler cannot be reached', async () => {
    const store = await parked(record('a', '1', 'mail'));
    const report = await replayFailedEvents({
      list: store.list,
      deliver: async () => Promise.reject(new Error('no credentials')),
      remove: store.remove,
    });
    expect(report.failed).toEqual([{ key: failedRecordKey(record('a', '1', 'mail')), reason: 'no credentials' }]);
    expect(store.kept.size).toBe(1);
  });
});
