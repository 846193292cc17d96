import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { THRESHOLDS } from '../constructs/monitoring';
import { synthShop } from './shop-fixture';

type Resource = { Type: string; Properties: Record<string, any>; Condition?: string };
type Resources = Record<string, Resource>;

const idOf = (resources: Resources, type: string, prefix: string) =>
  Object.keys(resources).find((id) => resources[id]!.Type === type && id.startsWith(prefix))!;

describe('monitoring', () => {
  let template: Template;
  let resources: Resources;
  let topicId: string;
  /** Alarm logical id → properties, by the construct id the alarm was given. */
  const alarm = (name: string): Resource => resources[idOf(resources, 'AWS::CloudWatch::Alarm', `Monitoring${name}`)]!;

  beforeAll(() => {
    template = synthShop().template;
    resources = template.toJSON().Resources as Resources;
    topicId = idOf(resources, 'AWS::SNS::Topic', 'MonitoringAlarms');
  });

  it('has an alarm topic encrypted with a rotating key CloudWatch may use, over TLS only', () => {
    const topic = resources[topicId]!.Properties;
    const keyId = topic.KmsMasterKeyId['Fn::GetAtt'][0] as string;
    expect(resources[keyId]!.Properties.EnableKeyRotation).toBe(true);
    expect(JSON.stringify(resources[keyId]!.Properties.KeyPolicy)).toContain('cloudwatch.amazonaws.com');
    const policy = Object.values(resources).find((r) => r.Type === 'AWS::SNS::TopicPolicy')!.Properties;
    expect(policy.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('mails no one without alarmEmail, and the address given with it', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    const withEmail = synthShop({ context: { alarmEmail: 'ops@shop.example' } }).template;
    const subscription = Object.values(withEmail.findResources('AWS::SNS::Subscription'))[0]!.Properties;
    expect(subscription).toMatchObject({ Protocol: 'email', Endpoint: 'ops@shop.example' });
  });

  it('sends every alarm, and its recovery, to the topic', () => {
    const alarms = Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms).toHaveLength(16);
    for (const { Properties: p } of alarms) {
      expect(p.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(p.OKActions).toEqual([{ Ref: topicId }]);
      expect(p.TreatMissingData).toBe('notBreaching');
      expect(p.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
      expect(p.AlarmDescription).toBeTruthy();
    }
  });

  it('rings for a failed stream record kept for replay, and for a dead-letter notice the keeper has not taken in 10 minutes', () => {
    expect(alarm('StreamFailedEvents').Properties).toMatchObject({
      Namespace: 'Maison/Stream',
      MetricName: 'FailedEvents',
      Statistic: 'Sum',
      Threshold: 1,
    });
    // This stage's failures only: the metric's Stage dimension is the stack and its region.
    expect(alarm('StreamFailedEvents').Properties.Dimensions).toEqual([
      { Name: 'Stage', Value: { 'Fn::Join': ['', ['MaisonApp@', { Ref: 'AWS::Region' }]] } },
    ]);
    const deadLetters = alarm('StreamDeadLetters').Properties;
    expect(deadLetters).toMatchObject({ Threshold: 1, EvaluationPeriods: 10, DatapointsToAlarm: 10 });
    const metrics = deadLetters.Metrics as {
      MetricStat?: { Metric: { MetricName: string; Dimensions: { Value: unknown }[] } };
      Expression?: string;
    }[];
    expect(metrics.find((m) => m.Expression)!.Expression).toBe('visible + inFlight');
    expect(metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : [])).sort()).toEqual([
      'ApproximateNumberOfMessagesNotVisible',
      'ApproximateNumberOfMessagesVisible',
    ]);
    const queueId = metrics.find((m) => m.MetricStat)!.MetricStat!.Metric.Dimensions[0]!.Value as { 'Fn::GetAtt': string[] };
    expect(queueId['Fn::GetAtt'][0]).toMatch(/^EventsDeadLetters/);
  });

  it('rings when the stream handler falls five minutes behind', () => {
    const p = alarm('StreamIteratorAge').Properties;
    expect(p).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Statistic: 'Maximum',
      Threshold: THRESHOLDS.iteratorAgeMs,
    });
    expect(JSON.stringify(p.Dimensions)).toContain('EventsOnTableChange');
  });

  it("rings for an unhandled error or throttle of the stage's own event functions, not the region's", () => {
    for (const [name, metric] of [
      ['LambdaErrors', 'Errors'],
      ['LambdaThrottles', 'Throttles'],
    ]) {
      const p = alarm(name!).Properties;
      expect(p).toMatchObject({ Threshold: 1 });
      const metrics = p.Metrics as {
        Expression?: string;
        MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: any }[] } };
      }[];
      const watched = metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []));
      expect(watched.map((m) => m.MetricName)).toEqual([metric, metric, metric, metric]);
      const functions = watched.map((m) => m.Dimensions.find((d) => d.Name === 'FunctionName')!.Value.Ref as string);
      expect(functions.map((id) => id.replace(/[A-F0-9]{8}$/, ''))).toEqual([
        'EventsOnTableChangeFunction',
        'EventsKeepFailedFunction',
        'ProductPagesOnProductChangeFunction',
        'HoldReleaseFunction',
      ]);
      expect(metrics.find((m) => m.Expression)!.Expression).toContain(' + ');
    }
  });

  it("rings when the account's functions near its concurrency quota, and for the API's 4xx rate and 429s", () => {
    const headroom = alarm('LambdaConcurrencyHeadroom').Properties;
    expect(headroom).toMatchObject({ Threshold: THRESHOLDS.lambdaConcurrencyPercent, EvaluationPeriods: 3 });
    expect(JSON.stringify(headroom.Metrics)).toContain('ConcurrentExecutions');
    expect(JSON.stringify(headroom.Metrics)).toContain('100 * running / 1000');
    const quota = synthShop({ context: { lambdaConcurrencyQuota: '3000' } }).template;
    const headroomAt3000 = Object.values(quota.findResources('AWS::CloudWatch::Alarm')).find((a) =>
      JSON.stringify(a).includes('ConcurrentExecutions'),
    )!;
    expect(JSON.stringify(headroomAt3000)).toContain('100 * running / 3000');

    const rate = alarm('Api4xxRate').Properties;
    expect(rate.Threshold).toBe(THRESHOLDS.api4xxPercent);
    expect(JSON.stringify(rate.Metrics)).toContain('IF(requests >= 100, 100 * clientErrors / requests, 0)');

    const throttled = alarm('Api429').Properties;
    expect(throttled).toMatchObject({ Namespace: 'Maison/Api', MetricName: 'Throttled', Threshold: THRESHOLDS.api429 });
    const filters = Object.values(resources).filter((r) => r.Type === 'AWS::Logs::MetricFilter');
    expect(filters).toHaveLength(1);
    expect(filters[0]!.Properties).toMatchObject({
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [
        { MetricNamespace: 'Maison/Api', MetricName: 'Throttled', MetricValue: '1', Dimensions: [{ Key: 'ApiId', Value: '$.apiId' }] },
      ],
    });
  });

  it('rings when DynamoDB throttles the table, and when the web ACL blocks a flood (from us-east-1)', () => {
    const dynamo = JSON.stringify(alarm('DynamoThrottles').Properties.Metrics);
    expect(dynamo).toContain('ReadThrottleEvents');
    expect(dynamo).toContain('WriteThrottleEvents');
    const waf = alarm('WafBlocked');
    expect(waf.Properties).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests', Threshold: THRESHOLDS.wafBlocked });
    expect(waf.Condition).toBe(alarm('CloudFront5xx').Condition);
    // An operator's own web ACL, or none: nothing of ours to watch.
    const off = synthShop({ context: { waf: 'off' } }).template;
    expect(JSON.stringify(off.findResources('AWS::CloudWatch::Alarm'))).not.toContain('BlockedRequests');
  });

  it('rings for five API server errors in five minutes', () => {
    const p = alarm('Api5xx').Properties;
    expect(p).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: '5xx', Statistic: 'Sum', Threshold: 5, Period: 300 });
    expect(p.Dimensions[0].Name).toBe('ApiId');
    expect(JSON.stringify(p.Dimensions[0].Value)).toContain('ApiHttp');
  });

  it("rings for a CloudFront 5xx rate of 5%, where CloudFront's metrics are: only when deployed in us-east-1", () => {
    const edge = alarm('CloudFront5xx');
    expect(edge.Properties).toMatchObject({ Namespace: 'AWS/CloudFront', MetricName: '5xxErrorRate', Statistic: 'Average', Threshold: 5 });
    expect(edge.Properties.Dimensions).toContainEqual({ Name: 'Region', Value: 'Global' });
    expect(edge.Condition).toBeDefined();
    expect(template.toJSON().Conditions[edge.Condition!]).toEqual({ 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] });
  });

  it('rings at the SES bounce and complaint rates that put the account under review', () => {
    expect(alarm('SesBounceRate').Properties).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Statistic: 'Maximum',
      Threshold: 0.05,
    });
    expect(alarm('SesComplaintRate').Properties).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Statistic: 'Maximum',
      Threshold: 0.001,
    });
  });

  it('has a dashboard of orders and revenue, errors and latency, and the alarms that always exist', () => {
    const dashboards = Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    // Orders and revenue of this stage only.
    expect(body).toMatch(/Maison\/Orders.*OrdersPaid.*Stage/);
    for (const part of [
      'Maison/Orders',
      'OrdersPaid',
      'Revenue',
      '5xx',
      'Latency',
      'p95',
      'Duration',
      'IteratorAge',
      '5xxErrorRate',
      'Errors',
      'Throttles',
    ]) {
      expect(body, part).toContain(part);
    }
    // CloudFront's rate is read from us-east-1 wherever the shop is.
    expect(body).toMatch(/5xxErrorRate.*us-east-1/);
    expect(body).not.toContain('MonitoringCloudFront5xx');
  });

  it('names the stream handler for the replay script, and the alarm topic', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(JSON.stringify(outputs.StreamHandlerName!.Value)).toContain('EventsOnTableChange');
    expect(Object.keys(outputs).some((name) => name.startsWith('MonitoringAlarmTopicArn'))).toBe(true);
  });
});
