import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { HOLD_RELEASE_TABLE } from '../../functions/events/release-grants';
import { AppFunction } from './app-function';

export interface HoldReleaseProps {
  readonly projectRoot: string;
  readonly table: ITable;
  readonly logRetention: RetentionDays;
  readonly sourceMaps: boolean;
}

/** How often expired holds are looked for; the local cloud runs the same function on its own timer. */
const HOLD_RELEASE_EVERY = Duration.minutes(1);

/**
 * Gives back the stock of checkouts left unpaid past their hold: an EventBridge rule runs the
 * release function every minute (functions/events/release-holds.ts). TTL alone would not do, as
 * DynamoDB may take days to delete an expired item; a one-off schedule per hold would cost a
 * Scheduler call per checkout and a schedule to clean up after each payment.
 */
export class HoldRelease extends Construct {
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, props: HoldReleaseProps) {
    super(scope, id);
    this.fn = new AppFunction(this, 'Release', {
      projectRoot: props.projectRoot,
      entry: join(props.projectRoot, 'functions', 'events', 'release-holds.ts'),
      description: 'Every minute: gives back the stock and promo claims of checkouts whose hold expired',
      memoryMiB: 256,
      timeout: Duration.seconds(50),
      logRetention: props.logRetention,
      sourceMaps: props.sourceMaps,
    });
    for (const [i, grant] of HOLD_RELEASE_TABLE.entries()) this.fn.bindTable(props.table, { ...grant, sid: `ReleaseHolds${i}` });
    new Rule(this, 'Every', {
      description: 'Releases expired checkout holds',
      schedule: Schedule.rate(HOLD_RELEASE_EVERY),
      // A run that fails is simply run again a minute later: no retries piling up behind it.
      targets: [new LambdaFunction(this.fn.fn, { retryAttempts: 0 })],
    });
  }
}
