import { Aws, CfnCondition, CfnOutput, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  AlarmStatusWidget,
  type CfnAlarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  type IMetric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ORDER_METRICS, STREAM_METRICS } from '../../functions/commons/metric-line';

export interface MonitoringProps {
  /** Who is mailed when an alarm goes off or recovers; without it, subscribe to the topic yourself. */
  readonly alarmEmail?: string;
  readonly httpApi: IHttpApi;
  readonly distribution: IDistribution;
  readonly streamHandler: IFunction;
  /** The stream's dead-letter queue and the keeper that empties it into the failed events. */
  readonly deadLetters: IQueue;
  /** The product pages' consumer of the stream and its dead-letter queue (product-pages.ts). */
  readonly productPages?: { readonly handler: IFunction; readonly deadLetters: IQueue };
}

/** The region CloudFront publishes its metrics in (with `Region=Global`), whatever the shop's. */
const CLOUDFRONT_METRICS_REGION = 'us-east-1';

/**
 * When each alarm goes off. Every alarm treats missing data as fine: no traffic is no trouble.
 * SES reviews an account at a 5% bounce or 0.1% complaint rate and may pause its sending at 10%
 * or 0.5%, so the alarms ring at the first, with room before the second.
 */
export const THRESHOLDS = {
  /** A failed record kept for replay. */
  failedEvents: 1,
  /** Minutes a dead-letter notice has waited: the keeper reads one in seconds, so it is failing. */
  deadLetterMinutes: 10,
  /** The stream handler behind by five minutes. */
  iteratorAgeMs: 5 * 60 * 1000,
  /** Any function ending in an unhandled error (timeout, crash, out of memory), or throttled. */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** 5xx answers of the API in five minutes. */
  api5xx: 5,
  /** Percent of CloudFront's answers that are 5xx, over five minutes. */
  cloudFront5xxPercent: 5,
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/** A queue's messages waiting or being read, each minute: what a dead-letter alarm watches. */
function queueDepth(queue: IQueue, label: string): MathExpression {
  return new MathExpression({
    label,
    expression: 'visible + inFlight',
    usingMetrics: {
      visible: queue.metricApproximateNumberOfMessagesVisible({ statistic: 'Maximum', period: Duration.minutes(1) }),
      inFlight: queue.metricApproximateNumberOfMessagesNotVisible({ statistic: 'Maximum', period: Duration.minutes(1) }),
    },
    period: Duration.minutes(1),
  });
}

/**
 * What the operator watches: an encrypted SNS topic (mailed to `alarmEmail`), the alarms that
 * publish to it, and one dashboard with orders and revenue, errors and latency. Lambda errors and
 * throttles are the region's totals (AWS/Lambda without dimensions): one alarm each for fifty
 * functions, which assumes the shop has its account and region to itself. CloudFront's metrics
 * exist only in us-east-1, where an alarm must live too: the CloudFront alarm is created only
 * when the stack is deployed there (a CloudFormation condition); elsewhere the dashboard still
 * graphs it, read from us-east-1.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // A key of our own: CloudWatch cannot publish to a topic under the AWS-managed SNS key.
    const key = new Key(this, 'TopicKey', {
      description: 'Encrypts the Maison alarm topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Alarms', { displayName: 'Maison alarms', masterKey: key, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const api = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.httpApi.apiId },
        statistic,
        period: FIVE_MINUTES,
      });
    const lambda = (metricName: string, statistic = 'Sum') =>
      new Metric({ namespace: 'AWS/Lambda', metricName, statistic, period: FIVE_MINUTES });
    const cloudFront5xx = (region?: string) =>
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        statistic: 'Average',
        period: FIVE_MINUTES,
        dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
        ...(region ? { region } : {}),
      });
    const ses = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    const failedEvents = new Metric({ namespace: STREAM_METRICS, metricName: 'FailedEvents', statistic: 'Sum', period: FIVE_MINUTES });
    const iteratorAge = props.streamHandler.metric('IteratorAge', { statistic: 'Maximum', period: FIVE_MINUTES });
    const deadLetterDepth = queueDepth(props.deadLetters, 'Dead-letter notices waiting');

    this.alarm(
      'StreamFailedEvents',
      failedEvents,
      THRESHOLDS.failedEvents,
      'Stream records failed and were kept for replay: fix the cause, then run scripts/replay-failed-events.ts (docs/operations/runbook.md, "When an alarm rings").',
    );
    this.alarm(
      'StreamDeadLetters',
      deadLetterDepth,
      1,
      "A dead-letter notice has waited 10 minutes: the keeper cannot copy the failed records, which the stream forgets 24 hours after they were written. Read the keeper's log.",
      THRESHOLDS.deadLetterMinutes,
    );
    this.alarm(
      'StreamIteratorAge',
      iteratorAge,
      THRESHOLDS.iteratorAgeMs,
      'The stream handler is more than 5 minutes behind: mails, counters and the catalogue are late. Read its log; after 6 hours records go to the dead-letter queue.',
    );
    if (props.productPages) this.productPageAlarms(props.productPages);
    this.alarm(
      'LambdaErrors',
      lambda('Errors'),
      THRESHOLDS.lambdaErrors,
      'A function of the region ended in an unhandled error (timeout, crash, out of memory). Find which on the dashboard, then read its log.',
    );
    this.alarm(
      'LambdaThrottles',
      lambda('Throttles'),
      THRESHOLDS.lambdaThrottles,
      "Lambda refused invocations: the account's concurrency is used up. Ask for a higher limit, or find what floods.",
    );
    this.alarm(
      'Api5xx',
      api('5xx', 'Sum'),
      THRESHOLDS.api5xx,
      'The API answered 5 or more server errors in 5 minutes. The dashboard shows which functions fail; their logs say why.',
    );
    const edge = this.alarm(
      'CloudFront5xx',
      cloudFront5xx(),
      THRESHOLDS.cloudFront5xxPercent,
      "More than 5% of CloudFront's answers are server errors: the API, the site bucket or CloudFront itself.",
    );
    // The metric lives in us-east-1 only; elsewhere this alarm would watch nothing, so it is not made.
    (edge.node.defaultChild as CfnAlarm).cfnOptions.condition = new CfnCondition(this, 'InCloudFrontMetricsRegion', {
      expression: Fn.conditionEquals(Aws.REGION, CLOUDFRONT_METRICS_REGION),
    });
    this.alarm(
      'SesBounceRate',
      ses('Reputation.BounceRate'),
      THRESHOLDS.sesBounceRate,
      'SES bounce rate is at 5%: SES reviews the account now and may pause sending at 10%. Look for a bad address list or a broken sign-up form.',
    );
    this.alarm(
      'SesComplaintRate',
      ses('Reputation.ComplaintRate'),
      THRESHOLDS.sesComplaintRate,
      'SES complaint rate is at 0.1%: SES reviews the account now and may pause sending at 0.5%. Look at which mails are marked as spam.',
    );

    this.dashboard = this.dashboardOf(props, { api, lambda, cloudFront5xx, failedEvents, iteratorAge, deadLetterDepth });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn, description: 'Subscribe to be told of alarms' });
  }

  /**
   * The product pages' function behind, or a record it gave up on: a page may show an old price
   * or stock. Nothing is lost for good: every page can be drawn again from the table.
   */
  private productPageAlarms(pages: { handler: IFunction; deadLetters: IQueue }): void {
    const waiting = queueDepth(pages.deadLetters, 'Product page notices waiting');
    this.alarm(
      'ProductPagesDeadLetters',
      waiting,
      1,
      'The product pages function gave up on a stream record: some pages may be stale. Read its log, fix the cause, then invoke it with {"renderAll":true} and purge its dead-letter queue.',
    );
    this.alarm(
      'ProductPagesIteratorAge',
      pages.handler.metric('IteratorAge', { statistic: 'Maximum', period: FIVE_MINUTES }),
      THRESHOLDS.iteratorAgeMs,
      'The product pages function is more than 5 minutes behind the table: product pages show old prices or stock. Read its log.',
    );
  }

  /** An alarm on `metric` reaching `threshold` (over `periods` periods in a row), to the topic. */
  private alarm(id: string, metric: IMetric, threshold: number, description: string, periods = 1): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: periods,
      datapointsToAlarm: periods,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  private dashboardOf(
    props: MonitoringProps,
    m: {
      api: (name: string, statistic: string) => Metric;
      lambda: (name: string, statistic?: string) => Metric;
      cloudFront5xx: (region?: string) => Metric;
      failedEvents: Metric;
      iteratorAge: IMetric;
      deadLetterDepth: IMetric;
    },
  ): Dashboard {
    const orders = (metricName: string, label: string, period: Duration) =>
      new Metric({ namespace: ORDER_METRICS, metricName, statistic: 'Sum', period, label });
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-overview`,
      defaultInterval: Duration.days(7),
    });
    dashboard.addWidgets(
      new TextWidget({
        markdown:
          '## Maison\nOrders and revenue are counted when an order is paid (revenue is net of cancellations). Alarms: docs/operations/runbook.md, "When an alarm rings".',
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Orders paid, revenue ($): last 24 hours',
        metrics: [orders('OrdersPaid', 'Orders', Duration.days(1)), orders('Revenue', 'Revenue $', Duration.days(1))],
        width: 8,
        height: 6,
      }),
      new GraphWidget({ title: 'Orders paid per hour', left: [orders('OrdersPaid', 'Orders', Duration.hours(1))], width: 8, height: 6 }),
      new GraphWidget({ title: 'Revenue per hour ($)', left: [orders('Revenue', 'Revenue $', Duration.hours(1))], width: 8, height: 6 }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API answers: 4xx, 5xx',
        left: [m.api('4xx', 'Sum'), m.api('5xx', 'Sum')],
        right: [m.api('Count', 'Sum')],
        width: 8,
        height: 6,
      }),
      new GraphWidget({
        title: 'Functions: errors, throttles (region); stream: failed records',
        left: [
          m.lambda('Errors'),
          m.lambda('Throttles'),
          m.failedEvents,
          props.streamHandler.metricErrors({ period: FIVE_MINUTES, label: 'Stream handler errors' }),
        ],
        width: 8,
        height: 6,
      }),
      new GraphWidget({ title: 'CloudFront 5xx rate (%)', left: [m.cloudFront5xx(CLOUDFRONT_METRICS_REGION)], width: 8, height: 6 }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'API latency (ms): p50, p95',
        left: [m.api('Latency', 'p50'), m.api('Latency', 'p95')],
        width: 8,
        height: 6,
      }),
      new GraphWidget({
        title: 'Function duration (ms): p95, region and stream handler',
        left: [
          m.lambda('Duration', 'p95'),
          props.streamHandler.metricDuration({ statistic: 'p95', period: FIVE_MINUTES, label: 'Stream handler p95' }),
        ],
        width: 8,
        height: 6,
      }),
      new GraphWidget({
        title: 'Stream: iterator age (ms), dead-letter notices',
        left: [m.iteratorAge],
        right: [m.deadLetterDepth],
        width: 8,
        height: 6,
      }),
    );
    // Not the CloudFront alarm: it may not exist, and the widget would name it regardless.
    const always = this.alarms.filter((alarm) => !(alarm.node.defaultChild as CfnAlarm).cfnOptions.condition);
    dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: always, width: 24, height: 4 }));
    return dashboard;
  }
}
