import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as SdkRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { type FilterPattern, passesFilter, streamFilterPatterns } from '../../functions/events/stream-filter';
import type { CheckpointStore, Checkpoints } from './stream-checkpoints';
import { toLambdaRecord } from './stream-records';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

export interface StreamPollerOptions {
  dynamo: Pick<DynamoDBClient, 'send'>;
  streams: Pick<DynamoDBStreamsClient, 'send'>;
  tableName: string;
  region: string;
  handler: StreamHandler;
  checkpoints: CheckpointStore;
  intervalMs?: number;
  batchSize?: number;
  /**
   * Records the handler is given, as the event source mapping's filter in AWS: by default the
   * shop's (functions/events/stream-filter.ts); null for every record. The others are passed over.
   */
  filter?: readonly FilterPattern[] | null;
  /** Retries of a failing record before it is logged and skipped (AWS would send it to the DLQ). */
  maxRetries?: number;
  retryDelayMs?: number;
  log?: (level: 'warn' | 'error', msg: string, fields: Record<string, unknown>) => void;
}

export interface StreamPoller {
  /** Waits for the batch in flight, then stops polling. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * When the latest pass that found nothing to deliver began (epoch ms; 0 before the first):
   * every record written before that moment had been handed to the handler and done. Tests wait
   * for it to pass the moment they acted, instead of sleeping, to prove nothing more happens.
   */
  quietSince(): number;
}

/**
 * Does locally what the Lambda event source mapping does in AWS: reads the table's stream shard
 * by shard (parents before children), hands the records in order to the stream handler, retries
 * from a failed record, and remembers its place so a restart neither repeats nor loses events.
 */
export function startStreamPoller(options: StreamPollerOptions): StreamPoller {
  const { dynamo, streams, tableName, handler, checkpoints: store } = options;
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 100;
  const maxRetries = options.maxRetries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const filter = options.filter === undefined ? streamFilterPatterns() : options.filter;
  const log = options.log ?? ((level, msg, fields) => console.error(JSON.stringify({ level, msg, ...fields })));

  let running = true;
  let wake: (() => void) | undefined;
  let streamArn: string | undefined;
  let saved: Checkpoints = {};
  let shards: Shard[] = [];
  let listedAt = 0;
  const iterators = new Map<string, string>();
  let lastProblem = '';
  let quietSince = 0;
  let delivered = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One line per distinct problem, so a stand-in that is down does not flood the console. */
  const problem = (msg: string, error: unknown) => {
    const text = `${msg}: ${(error as Error)?.message ?? String(error)}`;
    if (text !== lastProblem) log('error', msg, { error: (error as Error)?.message ?? String(error) });
    lastProblem = text;
  };

  const checkpoint = (shardId: string, change: Partial<{ sequence: string; done: boolean }>) => {
    saved[shardId] = { ...saved[shardId], ...change };
    store.save(streamArn!, saved);
  };

  async function findStream(): Promise<string | undefined> {
    const out = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
    const arn = out.Table?.LatestStreamArn;
    if (arn) saved = store.load(arn);
    return arn;
  }

  async function listShards(arn: string): Promise<Shard[]> {
    const found: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await streams.send(new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: start }));
      found.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    // Shards trimmed from the stream no longer need a checkpoint.
    const live = new Set(found.map((shard) => shard.ShardId));
    const kept = Object.fromEntries(Object.entries(saved).filter(([id]) => live.has(id)));
    if (Object.keys(kept).length !== Object.keys(saved).length) {
      saved = kept;
      store.save(arn, saved);
    }
    return found;
  }

  /** Shards to read now: unfinished ones whose parent is finished or gone. */
  function readyShards(): Shard[] {
    const known = new Set(shards.map((shard) => shard.ShardId));
    const finished = (id: string | undefined) => !id || !known.has(id) || saved[id]?.done === true;
    return shards.filter((shard) => !finished(shard.ShardId) && finished(shard.ParentShardId));
  }

  async function iteratorFor(arn: string, shardId: string): Promise<string | undefined> {
    const cached = iterators.get(shardId);
    if (cached) return cached;
    const sequence = saved[shardId]?.sequence;
    const ask = (from?: string) =>
      streams.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: shardId,
          ...(from ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: from } : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      );
    const out = await ask(sequence).catch((error: Error) => {
      // The record we stopped after has aged out of the stream: start from the oldest kept.
      if (sequence && error.name === 'TrimmedDataAccessException') return ask();
      throw error;
    });
    if (out.ShardIterator) iterators.set(shardId, out.ShardIterator);
    return out.ShardIterator;
  }

  async function readShard(arn: string, shardId: string): Promise<void> {
    while (running) {
      const iterator = await iteratorFor(arn, shardId);
      if (!iterator) return;
      let out;
      try {
        out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: batchSize }));
      } catch (error) {
        iterators.delete(shardId);
        if ((error as Error).name === 'ExpiredIteratorException') continue;
        throw error;
      }
      const records = out.Records ?? [];
      if (records.length) {
        delivered += records.length;
        await deliver(arn, shardId, records);
      }
      if (out.NextShardIterator) iterators.set(shardId, out.NextShardIterator);
      else {
        // A closed shard, read to its end: its children come next.
        iterators.delete(shardId);
        checkpoint(shardId, { done: true });
        listedAt = 0;
        return;
      }
      if (!records.length) return;
    }
  }

  async function deliver(arn: string, shardId: string, records: SdkRecord[]): Promise<void> {
    const lambdaForm = (record: SdkRecord) => toLambdaRecord(record, { streamArn: arn, region: options.region });
    let pending = filter ? records.filter((record) => passesFilter(filter, lambdaForm(record))) : records;
    let attempt = 0;
    while (pending.length) {
      const failedAt = await attemptBatch(arn, pending);
      if (failedAt === -1) break;
      if (failedAt > 0) {
        checkpoint(shardId, { sequence: pending[failedAt - 1]!.dynamodb!.SequenceNumber! });
        pending = pending.slice(failedAt);
        attempt = 0;
        continue;
      }
      // Stopping: leave the record unconfirmed, so the next start delivers it again.
      if (!running) return;
      attempt += 1;
      if (attempt > maxRetries) {
        const [dropped] = pending;
        log('error', 'stream record skipped after retries', {
          eventId: dropped!.eventID,
          sequence: dropped!.dynamodb?.SequenceNumber,
          attempts: attempt,
        });
        checkpoint(shardId, { sequence: dropped!.dynamodb!.SequenceNumber! });
        pending = pending.slice(1);
        attempt = 0;
        continue;
      }
      await sleep(retryDelayMs * 2 ** (attempt - 1));
    }
    // Every record the handler was given is done, and the filtered ones need nothing.
    checkpoint(shardId, { sequence: records.at(-1)!.dynamodb!.SequenceNumber! });
  }

  /** Calls the handler once; answers the index of the first failed record, or -1. */
  async function attemptBatch(arn: string, pending: SdkRecord[]): Promise<number> {
    const event: DynamoDBStreamEvent = {
      Records: pending.map((record) => toLambdaRecord(record, { streamArn: arn, region: options.region })),
    };
    try {
      const result = await handler(event);
      const failed = new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      if (!failed.size) return -1;
      const at = pending.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
      // An identifier that is not in the batch fails the whole batch, as in AWS.
      return Math.max(at, 0);
    } catch (error) {
      log('warn', 'stream handler threw; retrying the batch', { error: (error as Error)?.message ?? String(error) });
      return 0;
    }
  }

  async function tick(): Promise<void> {
    streamArn ??= await findStream();
    if (!streamArn) return;
    if (Date.now() - listedAt > 2000) {
      shards = await listShards(streamArn);
      listedAt = Date.now();
    }
    for (const shard of readyShards()) {
      if (!running) return;
      await readShard(streamArn, shard.ShardId!);
    }
  }

  const loop = (async () => {
    while (running) {
      const startedAt = Date.now();
      const before = delivered;
      try {
        await tick();
        lastProblem = '';
        // A pass that read every ready shard to its end and met no record: all written before it began is done.
        if (delivered === before && streamArn) quietSince = startedAt;
      } catch (error) {
        if (!running) break;
        if ((error as Error).name === 'ResourceNotFoundException') {
          // The table or stream was recreated: find it again.
          streamArn = undefined;
          iterators.clear();
          listedAt = 0;
        }
        problem('stream poller failed; retrying', error);
      }
      if (running) await sleep(intervalMs);
    }
  })();

  let stopped: Promise<void> | undefined;
  return {
    quietSince: () => quietSince,
    stop: () =>
      (stopped ??= (async () => {
        running = false;
        wake?.();
        await loop;
      })()),
  };
}
