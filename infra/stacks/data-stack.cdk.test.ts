import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthShop } from './shop-fixture';

describe('the data stack', () => {
  let data: Template;

  beforeAll(() => {
    data = synthShop().data;
  });

  it('exports nothing: the app stack reads the table, stream and secret ARNs as weak references', () => {
    const shop = synthShop();
    const outputs = Object.values((shop.data.toJSON().Outputs ?? {}) as Record<string, { Export?: unknown }>);
    expect(outputs.filter((output) => output.Export)).toEqual([]);
    const app = JSON.stringify(shop.templates.map((template) => template.toJSON()));
    expect(app).not.toContain('Fn::ImportValue');
    // Each a Fn::GetStackOutput of the data stack's output, which a change there does not block.
    const weak = app.match(/"Fn::GetStackOutput":\{[^}]*\}/g) ?? [];
    expect(weak.length).toBeGreaterThan(0);
    expect(weak.every((reference) => reference.includes('MaisonData'))).toBe(true);
  });

  it('has one table: pk/sk strings, on demand, stream, TTL, PITR, deletion protection', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('has the two generic indexes, projecting all attributes', () => {
    const table = Object.values(data.findResources('AWS::DynamoDB::Table'))[0]!;
    const indexes = table.Properties.GlobalSecondaryIndexes as Array<Record<string, unknown>>;
    expect(indexes).toEqual(
      ['gsi1', 'gsi2'].map((name) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: `${name}pk`, KeyType: 'HASH' },
          { AttributeName: `${name}sk`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('retains the table and every bucket when the stack is deleted', () => {
    data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    const buckets = Object.values(data.findResources('AWS::S3::Bucket'));
    expect(buckets).toHaveLength(3);
    for (const bucket of buckets) expect(bucket.DeletionPolicy).toBe('Retain');
  });

  it('keeps every bucket private and encrypted', () => {
    for (const bucket of Object.values(data.findResources('AWS::S3::Bucket'))) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toEqual({
        ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' },
      });
    }
  });

  it('refuses plain HTTP on every bucket', () => {
    const policies = Object.values(data.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(3);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('logs access to the images and site buckets', () => {
    const logged = Object.values(data.findResources('AWS::S3::Bucket')).filter((b) => b.Properties.LoggingConfiguration);
    expect(logged.map((b) => b.Properties.LoggingConfiguration.LogFilePrefix).sort()).toEqual(['s3/images/', 's3/site/']);
  });

  it('lets only CloudFront of this account read the images and the site', () => {
    const reads = Object.values(data.findResources('AWS::S3::BucketPolicy'))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<Record<string, any>>)
      .filter((s) => s.Effect === 'Allow' && s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(reads).toHaveLength(2);
    for (const statement of reads) {
      expect(statement.Condition.StringEquals['AWS:SourceAccount']).toEqual({ Ref: 'AWS::AccountId' });
      expect(JSON.stringify(statement.Condition.ArnLike['AWS:SourceArn'])).toContain(':distribution/*');
    }
  });

  it('generates the session key and keeps secret values out of the template', () => {
    data.resourceCountIs('AWS::SecretsManager::Secret', 2);
    for (const secret of Object.values(data.findResources('AWS::SecretsManager::Secret'))) {
      expect(secret.Properties.SecretString).toBeUndefined();
      expect(secret.Properties.GenerateSecretString).toBeDefined();
    }
  });

  it('outputs the table, the images bucket and the secret ARNs', () => {
    for (const output of ['TableName', 'ImagesBucketName', 'JwtSecretArn', 'StripeSecretArn']) {
      data.hasOutput(output, {});
    }
  });
});
