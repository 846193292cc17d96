import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { streamFilterPatterns } from '../../functions/events/stream-filter';
import { senderAddress } from '../constructs/table-events';
import { actionsOf, statementsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('the table stream handler', () => {
  let template: Template;
  let resources: Resources;
  let handlerId: string;
  let keeperId: string;
  const mappings = () =>
    Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).map((m) => m.Properties as Record<string, any>);
  const streamMapping = () =>
    mappings().find((m) => JSON.stringify(m.EventSourceArn).includes('StreamArn') && m.FunctionName.Ref === handlerId)!;

  beforeAll(() => {
    template = synthShop().template;
    resources = template.toJSON().Resources as Resources;
    const functionId = (prefix: string) =>
      Object.keys(template.findResources('AWS::Lambda::Function')).find((id) => id.startsWith(prefix))!;
    handlerId = functionId('EventsOnTableChange');
    keeperId = functionId('EventsKeepFailed');
  });

  it('reads the stream with retries, bisection, per-item failures and a dead-letter queue', () => {
    // The stream handler's, the keeper's, and the product pages' own (product-pages.cdk.test.ts).
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 3);
    const mapping = streamMapping();
    expect(mapping).toMatchObject({
      FunctionName: { Ref: handlerId },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      // Sized for a sale: batches of 100 gathered for up to a second, two per shard at once.
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      ParallelizationFactor: 2,
    });
    expect(JSON.stringify(mapping.EventSourceArn)).toContain('StreamArn');
    const queueId = mapping.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string;
    expect(resources[queueId]!.Type).toBe('AWS::SQS::Queue');
  });

  it('runs only for the item types and events some reaction wants, as the shared list says', () => {
    const patterns = (streamMapping().FilterCriteria.Filters as { Pattern: string }[]).map((filter) => JSON.parse(filter.Pattern));
    expect(patterns).toEqual(streamFilterPatterns());
    expect(patterns.length).toBeLessThanOrEqual(5);
    expect(JSON.stringify(patterns)).not.toMatch(/cartLine|rate|token/);
  });

  it("gives up on a record six hours old, leaving the keeper most of the stream's 24 hours to read it back", () => {
    expect(streamMapping().MaximumRecordAgeInSeconds).toBe(6 * 3600);
  });

  it('has the keeper read every dead-letter notice, one at a time, reporting the ones it could not keep', () => {
    const queueId = streamMapping().DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string;
    const fromQueue = mappings().find((m) => m.EventSourceArn?.['Fn::GetAtt']?.[0] === queueId)!;
    expect(fromQueue).toMatchObject({ FunctionName: { Ref: keeperId }, BatchSize: 1, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(resources[queueId]!.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * resources[keeperId]!.Properties.Timeout);
  });

  it("lets the keeper read the stream and write the failed events' partition of the table, nothing more", () => {
    const statements = statementsOf(template, keeperId).filter((s) => s.Effect === 'Allow');
    const put = statements.find((s) => [s.Action].flat().includes('dynamodb:PutItem'))!;
    expect([put.Action].flat()).toEqual(['dynamodb:PutItem']);
    expect(put.Condition).toEqual({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['FAILED_EVENT'] } });
    const read = statements.find((s) => [s.Action].flat().includes('dynamodb:GetRecords'))!;
    expect(JSON.stringify(read.Resource)).toContain('StreamArn');
    const actions = actionsOf(template, keeperId);
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:PutItem',
    ]);
    expect(actions).not.toContain('ses:SendEmail');
    expect(resources[keeperId]!.Properties.Environment.Variables.TABLE_NAME).toBeDefined();
  });

  it('keeps the dead letters encrypted, for 14 days, over TLS only', () => {
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    const policy = Object.values(template.findResources('AWS::SQS::QueuePolicy'))[0]!.Properties;
    expect(policy.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('may write the table (counters) and send email, and has the mail settings', () => {
    const actions = actionsOf(template, handlerId);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'ses:SendEmail']));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'dynamodb:GetShardIterator']));
    const env = resources[handlerId]!.Properties.Environment.Variables;
    expect(env.MAIL_FROM).toBe('Maison <no-reply@example.com>');
    expect(env.TABLE_NAME).toBeDefined();
    expect(JSON.stringify(env.SITE_URL)).toContain('DomainName');
  });

  it('may read the JWT secret, which seals the emailed links in the outbox', () => {
    const env = resources[handlerId]!.Properties.Environment.Variables;
    expect(env.JWT_SECRET_ARN).toBeDefined();
    expect(actionsOf(template, handlerId)).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue']));
  });

  it('finds the sender address in a display form', () => {
    expect(senderAddress('Maison <shop@example.com>')).toBe('shop@example.com');
    expect(senderAddress('shop@example.com')).toBe('shop@example.com');
    expect(() => senderAddress('Maison')).toThrow(/no email address/);
  });
});
