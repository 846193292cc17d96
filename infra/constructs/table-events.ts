import { join } from 'node:path';
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAM_READING } from '../../functions/events/stream-reading';
import { REACTION_TABLE_GRANTS } from '../../functions/events/reaction-grants';
import { streamFilterPatterns } from '../../functions/events/stream-filter';
import { FAILED_EVENT_PK } from '../../functions/repositories/failed-events';
import { AppFunction, type TableGrant } from './app-function';

/**
 * How old a record may grow before Lambda stops retrying it and sends its notice to the dead-letter
 * queue. Six hours outlasts any retry cycle and most outages, and leaves eighteen of the stream's
 * twenty-four for the keeper to read the record back whole (it does so within seconds).
 */
export const MAX_RECORD_AGE = Duration.hours(6);

export interface TableEventsProps {
  readonly projectRoot: string;
  readonly table: ITable;
  /** Emailed links are sealed in the outbox under a key derived from it. */
  readonly jwtSecret: ISecret;
  /** `Maison <no-reply@shop.example>`: the only sender the function may use. */
  readonly mailFrom: string;
  readonly environment?: Record<string, string>;
  /** This deployment (`MaisonApp@eu-west-1`): the `Stage` dimension of the metrics its functions publish. */
  readonly stage: string;
  readonly logRetention: RetentionDays;
  readonly sourceMaps: boolean;
  /** The snapshots the handler republishes (the catalogue, the sitemap): objects of the images bucket, by key or key pattern. */
  readonly snapshots?: { readonly bucket: IBucket; readonly keys: readonly string[] };
}

/**
 * The stream handler's grants on the table: each reaction's needs (functions/events/reaction-grants.ts),
 * one statement each, named after its reaction (`SendQueuedMail0`), so that counting the dashboard
 * does not let the handler write an account, nor sending mail let it write a product.
 */
function streamHandlerGrants(): TableGrant[] {
  return Object.entries(REACTION_TABLE_GRANTS).flatMap(([reaction, grants]) =>
    grants.map((grant, i) => ({ ...grant, sid: `${reaction.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}${i}` })),
  );
}

/** `Maison <no-reply@shop.example>` → `no-reply@shop.example`. */
export function senderAddress(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  if (!/^[^\s@]+@[^\s@]+$/.test(address.trim())) throw new Error(`mailFrom has no email address: ${mailFrom}`);
  return address.trim();
}

/**
 * The table stream's consumer: emails (verification, reset, order confirmation), dashboard
 * counters, the catalogue snapshot and the sitemap. It is the only function allowed to send email, and the only
 * one allowed to write the snapshots. It runs only for the item types some reaction wants (the
 * event source's filter, functions/events/stream-filter.ts). A record that keeps failing is
 * retried alone (bisect, per-item failures); then Lambda puts a notice of where it was in the
 * dead-letter queue, and the keeper reads it back from the stream and keeps it whole in the
 * table, for replay (scripts/replay-failed-events.ts).
 */
export class TableEvents extends Construct {
  readonly handler: AppFunction;
  readonly deadLetters: Queue;
  /** Turns the dead-letter notices into failed events kept in the table. */
  readonly keeper: AppFunction;

  constructor(scope: Construct, id: string, props: TableEventsProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      // Six times the keeper's timeout, as Lambda advises for a queue it reads.
      visibilityTimeout: Duration.minutes(3),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the stream handler.',
    });

    this.handler = new AppFunction(this, 'OnTableChange', {
      projectRoot: props.projectRoot,
      entry: join(props.projectRoot, 'functions', 'events', 'on-table-change.ts'),
      description: 'Table stream: emails, dashboard counters, catalogue refresh',
      timeout: Duration.seconds(60),
      environment: { MAIL_FROM: props.mailFrom, ...props.environment },
      logRetention: props.logRetention,
      sourceMaps: props.sourceMaps,
    });
    // Each reaction's own work, a statement (or a few) each, every one held to its partition keys.
    for (const grant of streamHandlerGrants()) this.handler.bindTable(props.table, grant);
    this.handler.readSecret(props.jwtSecret, 'JWT_SECRET_ARN');
    this.handler.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
        conditions: { StringEquals: { 'ses:FromAddress': senderAddress(props.mailFrom) } },
      }),
    );

    if (props.snapshots?.keys.length) this.handler.bindSnapshots(props.snapshots.bucket, props.snapshots.keys);

    this.handler.fn.addEventSource(
      new DynamoEventSource(props.table, {
        // From the oldest record kept, so nothing written before the mapping existed is missed.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_READING.tableEvents.batchSize,
        maxBatchingWindow: Duration.seconds(STREAM_READING.tableEvents.batchingWindowSeconds),
        parallelizationFactor: STREAM_READING.tableEvents.parallelizationFactor,
        bisectBatchOnError: true,
        retryAttempts: 5,
        reportBatchItemFailures: true,
        maxRecordAge: MAX_RECORD_AGE,
        onFailure: new SqsDlq(this.deadLetters),
        filters: streamFilterPatterns().map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );
    this.keeper = this.keeperOf(props);
    const validations = Validations.of(this.handler.role);
    validations.acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]`,
      reason:
        'SES authorizes against the recipient identities too while the account is in the sandbox, so ' +
        'the resource cannot name our identity alone; the ses:FromAddress condition pins the sender.',
    });
    validations.acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, added by the DynamoDB event source, has no resource-level permissions; ' +
        "reading the records themselves is limited to this table's stream.",
    });
  }

  /**
   * The dead-letter queue's consumer: it reads the failed records back from the stream (which
   * keeps them 24 hours) and writes them into the failed events' partition of the table, and
   * nowhere else. A notice it cannot handle goes back to the queue and comes again.
   */
  private keeperOf(props: TableEventsProps): AppFunction {
    const keeper = new AppFunction(this, 'KeepFailed', {
      projectRoot: props.projectRoot,
      entry: join(props.projectRoot, 'functions', 'events', 'keep-failed-events.ts'),
      description: 'Table stream: keeps the records the stream handler gave up on, for replay',
      memoryMiB: 256,
      timeout: Duration.seconds(30),
      environment: { SHOP_STAGE: props.stage },
      logRetention: props.logRetention,
      sourceMaps: props.sourceMaps,
    });
    const streamArn = props.table.tableStreamArn;
    if (!streamArn) throw new Error('The table has no stream for the stream handler');
    keeper.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:GetShardIterator', 'dynamodb:GetRecords'], resources: [streamArn] }),
    );
    keeper.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [FAILED_EVENT_PK] } },
      }),
    );
    keeper.addEnvironment('TABLE_NAME', props.table.tableName);
    keeper.fn.addEventSource(new SqsEventSource(this.deadLetters, { batchSize: 1, reportBatchItemFailures: true }));
    return keeper;
  }
}
