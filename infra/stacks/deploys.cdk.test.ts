import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { nagFindings, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;

const STREAM = 'arn:aws:dynamodb:eu-west-1:111111111111:table/maison-table/stream/2026-11-23T10:00:00.000';

describe('a deploy of a new build', () => {
  let copies: Array<Record<string, any>>;

  beforeAll(() => {
    const { template } = synthShop();
    copies = Object.values(template.findResources('Custom::CDKBucketDeployment')).map((r) => r.Properties);
  });

  it("keeps the earlier builds' hashed assets, so open tabs still load their chunks", () => {
    const assets = copies.find((c) => c.Include?.includes('assets/*'))!;
    expect(assets.Prune).toBe(false);
    expect(assets.SystemMetadata['cache-control']).toContain('immutable');
  });

  it('replaces the pages, which leave the assets alone even as they prune', () => {
    const pages = copies.find((c) => c.Exclude?.includes('assets/*'))!;
    expect(pages.Prune).toBe(true);
    expect(pages.SystemMetadata['cache-control']).toBe('no-cache');
  });

  it('expires nothing in the site bucket by age', () => {
    const { data } = synthShop();
    const site = Object.values(data.findResources('AWS::S3::Bucket')).find((b) =>
      JSON.stringify(b.Properties.BucketName).includes('-site-'),
    )!;
    expect(site.Properties.LifecycleConfiguration).toBeUndefined();
  });
});

describe('a synth without a built site', () => {
  it('stops with what to run', () => {
    const empty = mkdtempSync(join(tmpdir(), 'maison-empty-'));
    expect(() => synthShop({ webDist: empty })).toThrow(
      /No built site: .*index\.html is missing\. Run `npm run build:web` before `cdk synth` or `cdk deploy`/,
    );
  });
});

describe('the retained data', () => {
  let data: Template;

  beforeAll(() => {
    data = synthShop().data;
  });

  it('has fixed names, so a deploy after `cdk destroy` can find it', () => {
    data.hasResourceProperties('AWS::DynamoDB::Table', { TableName: 'maison-table' });
    const names = Object.values(data.findResources('AWS::S3::Bucket')).map((b) => JSON.stringify(b.Properties.BucketName));
    for (const purpose of ['site', 'images', 'logs']) {
      expect(
        names.some((name) => name.includes(`maison-${purpose}-`) && name.includes('AWS::AccountId') && name.includes('AWS::Region')),
      ).toBe(true);
    }
  });

  it('keeps the bucket policies with the buckets, so a retained bucket still refuses plain HTTP', () => {
    for (const policy of Object.values(data.findResources('AWS::S3::BucketPolicy'))) expect(policy.DeletionPolicy).toBe('Retain');
  });
});

describe('a deploy that takes over the retained data (reuseData)', () => {
  let data: Template;
  let template: Template;
  let synth: ReturnType<typeof synthShop>;

  beforeAll(() => {
    synth = synthShop({ context: { reuseData: 'true', tableStreamArn: STREAM } });
    ({ data, template } = synth);
  });

  it('creates no table and no bucket', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 0);
    data.resourceCountIs('AWS::S3::Bucket', 0);
  });

  it('gives the buckets their policies again: TLS only, CloudFront reads, S3 writes access logs', () => {
    const policies = Object.values(data.findResources('AWS::S3::BucketPolicy') as Resources);
    expect(policies).toHaveLength(3);
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as Array<Record<string, any>>);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
    expect(statements.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com')).toHaveLength(2);
    expect(statements.filter((s) => s.Principal?.Service === 'logging.s3.amazonaws.com')).toHaveLength(1);
  });

  it("feeds the retained table's stream to the stream handler and names the table in the functions", () => {
    const mapping = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))[0]!.Properties;
    expect(mapping.EventSourceArn).toBe(STREAM);
    const tableNames = Object.values(template.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.Environment?.Variables?.TABLE_NAME)
      .filter(Boolean);
    expect(tableNames.length).toBeGreaterThan(1);
    expect(new Set(tableNames.map((name) => JSON.stringify(name)))).toEqual(new Set([JSON.stringify('maison-table')]));
  });

  it('leaves cdk-nag nothing to report', () => {
    expect(nagFindings(synth.app)).toEqual([]);
  });
});
