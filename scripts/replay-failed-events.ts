/**
 * The operator's tool for the stream records the stream handler gave up on (the
 * `StreamFailedEvents` alarm): lists them, replays them through the deployed stream handler, or
 * forgets them. Runs with your AWS credentials and the AWS CLI (for `aws lambda invoke`):
 *
 *   npx tsx scripts/replay-failed-events.ts list   --table <TableName> [--region <region>]
 *   npx tsx scripts/replay-failed-events.ts replay --table <TableName> --function <StreamHandlerName> [key …]
 *   npx tsx scripts/replay-failed-events.ts forget --table <TableName> <key> …
 *
 * `TableName` is an output of the data stack, `StreamHandlerName` of the app stack.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

export interface ReplayCommand {
  action: 'list' | 'replay' | 'forget';
  table: string;
  functionName?: string;
  region?: string;
  keys: string[];
}

const USAGE =
  'usage: replay-failed-events.ts list|replay|forget --table <TableName> [--function <StreamHandlerName>] [--region <region>] [key …]';

/** The command line, checked: what to do, where, and to which failed events. */
export function commandOf(argv: string[]): ReplayCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { table: { type: 'string' }, function: { type: 'string' }, region: { type: 'string' } },
  });
  const [action = 'list', ...keys] = positionals;
  if (action !== 'list' && action !== 'replay' && action !== 'forget') throw new Error(USAGE);
  if (!values.table) throw new Error(`--table is required (the data stack's TableName output)\n${USAGE}`);
  if (action === 'replay' && !values.function)
    throw new Error(`replay needs --function (the app stack's StreamHandlerName output)\n${USAGE}`);
  if (action === 'forget' && !keys.length) throw new Error(`forget needs the keys of the failed events to forget (see list)\n${USAGE}`);
  return { action, table: values.table, functionName: values.function, region: values.region, keys };
}

/** The `aws lambda invoke` arguments that run the stream handler on an event kept in a file. */
export function invokeArguments(functionName: string, payloadFile: string, answerFile: string, region?: string): string[] {
  return [
    'lambda',
    'invoke',
    '--function-name',
    functionName,
    '--payload',
    `fileb://${payloadFile}`,
    ...(region ? ['--region', region] : []),
    answerFile,
  ];
}

/** Runs the deployed stream handler on one event, synchronously, as the event source would. */
function invokeStreamHandler(functionName: string, region?: string) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const dir = mkdtempSync(join(tmpdir(), 'maison-replay-'));
    try {
      const payload = join(dir, 'event.json');
      const answer = join(dir, 'answer.json');
      writeFileSync(payload, JSON.stringify(event));
      const run = spawnSync('aws', invokeArguments(functionName, payload, answer, region), { encoding: 'utf8' });
      if (run.error) throw new Error(`the AWS CLI could not be run: ${run.error.message}`);
      if (run.status !== 0) throw new Error(run.stderr.trim() || `aws lambda invoke ended with ${run.status}`);
      const result = JSON.parse(readFileSync(answer, 'utf8')) as DynamoDBBatchResponse & { errorMessage?: string };
      const { FunctionError } = JSON.parse(run.stdout) as { FunctionError?: string };
      if (FunctionError) throw new Error(`the stream handler failed: ${result.errorMessage ?? FunctionError}`);
      return result;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

async function main(command: ReplayCommand): Promise<number> {
  // Read by the repositories when they first reach the table.
  process.env.TABLE_NAME = command.table;
  if (command.region) process.env.AWS_REGION = command.region;
  const { deleteFailedEvent, listFailedEvents } = await import('../functions/repositories/failed-events');
  const { replayFailedEvents } = await import('../functions/events/failed-events');

  if (command.action === 'list') {
    const events = await listFailedEvents();
    for (const event of events) {
      if (event.kind === 'unreadable') {
        const { shardId, startSequenceNumber, endSequenceNumber, firstArrival } = event.range;
        console.log(
          `${event.key}  ${event.condition}  gone from the stream: shard ${shardId}, ${startSequenceNumber}…${endSequenceNumber}, from ${firstArrival ?? '?'}`,
        );
      } else {
        const { eventName, dynamodb } = event.record;
        const item = dynamodb?.NewImage ?? dynamodb?.OldImage;
        console.log(
          `${event.key}  ${event.condition}  ${eventName} ${item?.type?.S ?? '?'} ${dynamodb?.Keys?.pk?.S ?? ''}  kept ${event.keptAt}`,
        );
      }
    }
    console.log(`${events.length} failed event(s)`);
    return 0;
  }

  if (command.action === 'forget') {
    for (const key of command.keys) await deleteFailedEvent(key);
    console.log(`forgot ${command.keys.length} failed event(s)`);
    return 0;
  }

  const report = await replayFailedEvents(
    { list: listFailedEvents, deliver: invokeStreamHandler(command.functionName!, command.region), remove: deleteFailedEvent },
    command.keys.length ? command.keys : undefined,
  );
  for (const key of report.replayed) console.log(`replayed  ${key}`);
  for (const { key, reason } of report.failed) console.log(`FAILED    ${key}: ${reason}`);
  for (const key of report.unreadable)
    console.log(`gone      ${key}: nothing to replay; see docs/operations/runbook.md, 'Replaying failed events', then forget it`);
  console.log(`${report.replayed.length} replayed, ${report.failed.length} failed, ${report.unreadable.length} gone from the stream`);
  return report.failed.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let command: ReplayCommand;
  try {
    command = commandOf(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  main(command).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message ?? error);
      process.exit(1);
    },
  );
}
