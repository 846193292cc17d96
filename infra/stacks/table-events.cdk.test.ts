import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { senderAddress } from '../constructs/table-events';
import { actionsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('the table stream handler', () => {
  let template: Template;
  let resources: Resources;
  let handlerId: string;

  beforeAll(() => {
    template = synthShop().template;
    resources = template.toJSON().Resources as Resources;
    handlerId = Object.keys(template.findResources('AWS::Lambda::Function')).find((id) =>
      id.startsWith('EventsOnTableChange'),
    )!;
  });

  it('reads the stream with retries, bisection, per-item failures and a dead-letter queue', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    const mapping = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))[0]!.Properties;
    expect(mapping).toMatchObject({
      FunctionName: { Ref: handlerId },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(JSON.stringify(mapping.EventSourceArn)).toContain('StreamArn');
    const queueId = mapping.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string;
    expect(resources[queueId]!.Type).toBe('AWS::SQS::Queue');
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
