import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { FailedEvent, StreamRange } from '../repositories/failed-events';
import { failedRecordKey, unreadableKey } from '../repositories/failed-events';
import { type FilterPattern, passesFilter, streamFilterPatterns } from './stream-filter';

/**
 * What Lambda puts in the dead-letter queue when it gives up on stream records: why (retries
 * exhausted, the record too old, …) and where they were, never the records themselves.
 */
export interface FailureNotice extends StreamRange {
  condition: string;
  streamArn: string;
}

/** Reads a dead-letter message; undefined when it is not a DynamoDB stream failure notice. */
export function failureNoticeOf(body: string): FailureNotice | undefined {
  let parsed: { requestContext?: { condition?: string }; DDBStreamBatchInfo?: Record<string, unknown> };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return undefined;
  }
  const info = parsed.DDBStreamBatchInfo;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const [shardId, start, end, streamArn] = [info?.shardId, info?.startSequenceNumber, info?.endSequenceNumber, info?.streamArn].map(text);
  if (!shardId || !start || !end || !streamArn) return undefined;
  return {
    condition: parsed.requestContext?.condition ?? 'unknown',
    shardId,
    startSequenceNumber: start,
    endSequenceNumber: end,
    streamArn,
    ...(text(info?.approximateArrivalOfFirstRecord) ? { firstArrival: text(info?.approximateArrivalOfFirstRecord) } : {}),
  };
}

export interface KeeperDeps {
  /** The notice's records, read again from the stream; undefined once the stream no longer has them. */
  readRange(notice: FailureNotice): Promise<DynamoDBRecord[] | undefined>;
  /** Keeps one failed event unless it is kept already; answers whether it wrote it. */
  keep(event: FailedEvent): Promise<boolean>;
  now(): Date;
}

export interface KeptBatch {
  /** Failed events written by this call (a redelivered notice writes none). */
  kept: number;
  /** Whether the stream no longer had the records: only where they were is kept. */
  unreadable: boolean;
}

/**
 * Turns a failure notice into failed events: each record of the failed range that the stream's
 * filter lets through (the others never reached the handler), whole; or, when the stream has
 * trimmed them, the range itself, so the loss is seen. Safe to repeat: the keys come from the
 * records, and a failed event is written once.
 */
export async function keepFailedBatch(
  notice: FailureNotice,
  deps: KeeperDeps,
  filter: readonly FilterPattern[] = streamFilterPatterns(),
): Promise<KeptBatch> {
  const keptAt = deps.now().toISOString();
  const records = await deps.readRange(notice);
  if (!records?.length) {
    const { condition, shardId, startSequenceNumber, endSequenceNumber, firstArrival } = notice;
    const range = { shardId, startSequenceNumber, endSequenceNumber, ...(firstArrival ? { firstArrival } : {}) };
    const kept = await deps.keep({ kind: 'unreadable', key: unreadableKey(range), condition, keptAt, range });
    return { kept: kept ? 1 : 0, unreadable: true };
  }
  let kept = 0;
  for (const record of records.filter((r) => passesFilter(filter, r))) {
    if (await deps.keep({ kind: 'record', key: failedRecordKey(record), condition: notice.condition, keptAt, record })) kept += 1;
  }
  return { kept, unreadable: false };
}

export interface ReplayDeps {
  list(): Promise<FailedEvent[]>;
  /** Runs the stream handler on an event, as Lambda would; its answer names a record that failed. */
  deliver(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse>;
  remove(key: string): Promise<void>;
}

export interface ReplayReport {
  replayed: string[];
  failed: { key: string; reason: string }[];
  /** Batches the stream had trimmed: nothing to replay, only where they were. */
  unreadable: string[];
}

/**
 * Replays failed records, oldest first, one at a time through the stream handler itself, and
 * forgets each one the handler took. Every reaction skips what it did already (the counters by
 * the record's id, a mail once it left the outbox), so replaying a record that had partly gone
 * through does nothing twice. A record that fails again stays for another try.
 */
export async function replayFailedEvents(deps: ReplayDeps, only?: readonly string[]): Promise<ReplayReport> {
  const report: ReplayReport = { replayed: [], failed: [], unreadable: [] };
  for (const event of await deps.list()) {
    if (only && !only.includes(event.key)) continue;
    if (event.kind === 'unreadable') {
      report.unreadable.push(event.key);
      continue;
    }
    let reason: string | undefined;
    try {
      const answer = await deps.deliver({ Records: [event.record] });
      if (answer.batchItemFailures?.length) reason = 'the stream handler failed it again (see its log)';
    } catch (error) {
      reason = (error as Error).message;
    }
    if (reason) {
      report.failed.push({ key: event.key, reason });
      continue;
    }
    await deps.remove(event.key);
    report.replayed.push(event.key);
  }
  return report;
}
