import { Aws, CfnCondition, CfnOutput, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
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
  /** This deployment (`MaisonApp@eu-west-1`): the `Stage` dimension of the shop's own metrics. */
  readonly stage: string;
  readonly httpApi: IHttpApi;
  /** The API's access logs, where answers of 429 are counted. */
  readonly accessLogs: ILogGroup;
  readonly table: ITable;
  /**
   * The stage's functions other than the routes' (the stream handler, the keeper, the product
   * pages, the hold release): at most ten, what an alarm's metric math may sum. A route function's
   * crash or timeout is an API 5xx, which the API's alarm watches.
   */
  readonly functions: readonly IFunction[];
  /** The web ACL made with the shop, whose blocks are watched (from us-east-1, where CloudFront's are). */
  readonly webAcl?: CfnWebACL;
  /** The account's Lambda concurrency quota, for the headroom alarm (1,000 unless set). */
  readonly lambdaConcurrencyQuota?: number;
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
  /** Any of the stage's functions ending in an unhandled error (timeout, crash, out of memory), or throttled. */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** The account's functions running at once, as a percent of its concurrency quota. */
  lambdaConcurrencyPercent: 80,
  /** 5xx answers of the API in five minutes. */
  api5xx: 5,
  /** Percent of the API's answers that are 4xx over five minutes, once it has had 100 requests. */
  api4xxPercent: 25,
  /** Answers of 429 (the stage's or a route's throttle) in five minutes. */
  api429: 50,
  /** Requests DynamoDB throttled in five minutes. */
  dynamoThrottles: 1,
  /** Requests the web ACL blocked in five minutes: an attack, or a rule catching shoppers. */
  wafBlocked: 1000,
  /** Percent of CloudFront's answers that are 5xx, over five minutes. */
  cloudFront5xxPercent: 5,
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
} as const;

const FIVE_MINUTES = Duration.minutes(5);

/** The API's own figures, from its access logs: `Throttled`, answers of 429, by `ApiId`. */
const API_METRICS = 'Maison/Api';

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
  /** The API's server errors: what rolls a canary deploy back (ShopApi.rollBackOn). */
  readonly api5xx: Alarm;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    if (props.functions.length === 0 || props.functions.length > 10) {
      throw new Error(`An alarm's metric math sums 1 to 10 functions, not ${props.functions.length}`);
    }
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
    // The stage's own functions, summed: a function of another stage or app in the region rings nothing here.
    const lambda = (metricName: string, statistic = 'Sum') =>
      new MathExpression({
        label: `${metricName} (the stage's functions)`,
        // Ids of their own per metric: a graph shows the errors' and the throttles' sums together.
        expression: props.functions.map((_, i) => `${metricName.toLowerCase()}${i}`).join(' + '),
        usingMetrics: Object.fromEntries(
          props.functions.map((fn, i) => [`${metricName.toLowerCase()}${i}`, fn.metric(metricName, { statistic, period: FIVE_MINUTES })]),
        ),
        period: FIVE_MINUTES,
      });
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
    const failedEvents = new Metric({
      namespace: STREAM_METRICS,
      metricName: 'FailedEvents',
      dimensionsMap: { Stage: props.stage },
      statistic: 'Sum',
      period: FIVE_MINUTES,
    });
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
      'A function of this stage (the stream handler, the keeper, the product pages or the hold release) ended in an unhandled error: timeout, crash, out of memory. Read its log.',
    );
    this.alarm(
      'LambdaThrottles',
      lambda('Throttles'),
      THRESHOLDS.lambdaThrottles,
      "Lambda refused invocations of this stage's functions: the account's concurrency is used up. Ask for a higher limit, or find what floods.",
    );
    const quota = props.lambdaConcurrencyQuota ?? 1000;
    this.alarm(
      'LambdaConcurrencyHeadroom',
      new MathExpression({
        label: 'Functions running at once (% of the quota)',
        expression: `100 * running / ${quota}`,
        usingMetrics: {
          running: new Metric({
            namespace: 'AWS/Lambda',
            metricName: 'ConcurrentExecutions',
            statistic: 'Maximum',
            period: Duration.minutes(1),
          }),
        },
        period: Duration.minutes(1),
      }),
      THRESHOLDS.lambdaConcurrencyPercent,
      `The account's functions ran at ${THRESHOLDS.lambdaConcurrencyPercent}% of its concurrency quota (${quota}) for 3 minutes: past it, Lambda refuses invocations. Ask for a higher quota (docs/operations/deploy.md, "A fresh AWS account").`,
      3,
    );
    this.api5xx = this.alarm(
      'Api5xx',
      api('5xx', 'Sum'),
      THRESHOLDS.api5xx,
      'The API answered 5 or more server errors in 5 minutes. The dashboard shows which functions fail; their logs say why.',
    );
    this.alarm(
      'Api4xxRate',
      new MathExpression({
        label: 'API 4xx (% of answers)',
        expression: 'IF(requests >= 100, 100 * clientErrors / requests, 0)',
        usingMetrics: { clientErrors: api('4xx', 'Sum'), requests: api('Count', 'Sum') },
        period: FIVE_MINUTES,
      }),
      THRESHOLDS.api4xxPercent,
      "A quarter of the API's answers in 5 minutes were 4xx: a broken page or client, a flood the throttles refuse, or a probe. The access logs say which routes.",
    );
    const throttled = new MetricFilter(this, 'Api429Filter', {
      logGroup: props.accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: API_METRICS,
      metricName: 'Throttled',
      metricValue: '1',
      dimensions: { ApiId: '$.apiId' },
    });
    this.alarm(
      'Api429',
      throttled.metric({ dimensionsMap: { ApiId: props.httpApi.apiId }, statistic: 'Sum', period: FIVE_MINUTES }),
      THRESHOLDS.api429,
      'The API refused 50 or more requests with 429 in 5 minutes: its throttles (apiRateLimit, routeThrottles) or the per-client limits are reached. Raise them for a sale, or find what floods.',
    );
    this.alarm(
      'DynamoThrottles',
      new MathExpression({
        label: 'Table requests throttled',
        expression: 'reads + writes',
        usingMetrics: {
          reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
          writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum', period: FIVE_MINUTES }),
        },
        period: FIVE_MINUTES,
      }),
      THRESHOLDS.dynamoThrottles,
      'DynamoDB throttled requests to the table: a hot key (one product in a sale) or a burst past on-demand capacity. The functions retry; look at which partition is hot.',
    );
    const edge = this.alarm(
      'CloudFront5xx',
      cloudFront5xx(),
      THRESHOLDS.cloudFront5xxPercent,
      "More than 5% of CloudFront's answers are server errors: the API, the site bucket or CloudFront itself.",
    );
    // The metric lives in us-east-1 only; elsewhere this alarm would watch nothing, so it is not made.
    const inCloudFrontRegion = new CfnCondition(this, 'InCloudFrontMetricsRegion', {
      expression: Fn.conditionEquals(Aws.REGION, CLOUDFRONT_METRICS_REGION),
    });
    (edge.node.defaultChild as CfnAlarm).cfnOptions.condition = inCloudFrontRegion;
    if (props.webAcl) {
      // A CloudFront web ACL's metrics are in us-east-1 too, under its name (its Ref is name|id|scope).
      const blocked = this.alarm(
        'WafBlocked',
        new Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: { WebACL: Fn.select(0, Fn.split('|', props.webAcl.ref)), Rule: 'ALL' },
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
        THRESHOLDS.wafBlocked,
        'The web ACL blocked 1,000 or more requests in 5 minutes: an attack, or a rule catching shoppers. Its sampled requests (WAF console) say which rule.',
      );
      (blocked.node.defaultChild as CfnAlarm).cfnOptions.condition = inCloudFrontRegion;
    }
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
      lambda: (name: string, statistic?: string) => IMetric;
      cloudFront5xx: (region?: string) => Metric;
      failedEvents: Metric;
      iteratorAge: IMetric;
      deadLetterDepth: IMetric;
    },
  ): Dashboard {
    const orders = (metricName: string, label: string, period: Duration) =>
      new Metric({ namespace: ORDER_METRICS, metricName, dimensionsMap: { Stage: props.stage }, statistic: 'Sum', period, label });
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
        title: "Functions: errors, throttles (the stage's); stream: failed records",
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
        title: 'Stream handler duration (ms): p95',
        left: [props.streamHandler.metricDuration({ statistic: 'p95', period: FIVE_MINUTES, label: 'Stream handler p95' })],
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
