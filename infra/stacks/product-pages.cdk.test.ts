import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_WATCHES, streamFilterPatterns } from '../../functions/events/stream-filter';
import { actionsOf, statementsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DependsOn?: string[] }>;

describe('the product pages function', () => {
  let template: Template;
  let resources: Resources;
  let pagesId: string;
  let handlerId: string;
  const functionId = (prefix: string) => Object.keys(template.findResources('AWS::Lambda::Function')).find((id) => id.startsWith(prefix))!;
  const streamMappings = () =>
    Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))
      .map((m) => m.Properties as Record<string, any>)
      .filter((m) => JSON.stringify(m.EventSourceArn).includes('StreamArn'));
  const pagesMapping = () => streamMappings().find((m) => m.FunctionName.Ref === pagesId)!;
  const allowed = () => statementsOf(template, pagesId).filter((s) => s.Effect === 'Allow');
  const text = (value: unknown) => JSON.stringify(value);

  beforeAll(() => {
    template = synthShop().template;
    resources = template.toJSON().Resources as Resources;
    pagesId = functionId('ProductPagesOnProductChange');
    handlerId = functionId('EventsOnTableChange');
  });

  it("is the stream's second reader, beside the stream handler (a shard allows two)", () => {
    expect(
      streamMappings()
        .map((m) => m.FunctionName.Ref)
        .sort(),
    ).toEqual([handlerId, pagesId].sort());
  });

  it('reads the stream as the stream handler does: retries, bisection, per-item failures, its own dead-letter queue', () => {
    const mapping = pagesMapping();
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRecordAgeInSeconds: 6 * 3600,
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      ParallelizationFactor: 2,
    });
    const queueId = mapping.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0] as string;
    expect(resources[queueId]!.Type).toBe('AWS::SQS::Queue');
    expect(queueId).toMatch(/^ProductPagesDeadLetters/);
  });

  it('runs for product changes only', () => {
    const patterns = (pagesMapping().FilterCriteria.Filters as { Pattern: string }[]).map((filter) => JSON.parse(filter.Pattern));
    expect(patterns).toEqual(streamFilterPatterns(PRODUCT_PAGE_WATCHES));
    expect(text(patterns)).not.toMatch(/"brand"|order|cartLine|snapshotGeneration/);
  });

  it('may read the product list, products by key and move the generation on, nothing else of the table', () => {
    const table = allowed().filter((s) =>
      [s.Action]
        .flat()
        .some((a: string) => a.startsWith('dynamodb:') && !a.includes('Stream') && !a.includes('Shard') && a !== 'dynamodb:GetRecords'),
    );
    expect(table.map((s) => [[s.Action].flat(), s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']])).toEqual([
      [['dynamodb:UpdateItem'], ['SNAPSHOT#catalogue']],
      [['dynamodb:Query'], ['PRODUCTS']],
      [['dynamodb:BatchGetItem'], ['PRODUCT#*']],
    ]);
  });

  it("may read, write and delete pages and share cards, read the pictures and the site's page template, no other object", () => {
    const objects = allowed().filter((s) => [s.Action].flat().some((a: string) => a.startsWith('s3:')));
    const granted = objects.flatMap((s) => [s.Action].flat().map((action: string) => `${action} ${text(s.Resource)}`));
    // One statement per action (policy merging joins the site bucket's template into the read).
    expect(granted).toHaveLength(3);
    const grantOf = (action: string) => granted.find((g) => g.startsWith(`${action} `))!;
    for (const action of ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']) {
      expect(grantOf(action)).toContain('/snapshots/api/product-pages/*');
      expect(grantOf(action)).toContain('/share/*');
      expect(grantOf(action).includes('/products/*')).toBe(action === 's3:GetObject');
    }
    expect(grantOf('s3:GetObject')).toMatch(/maison-site-[^"]*"[^\]]*\/product-page\.html/);
    expect(grantOf('s3:PutObject')).not.toContain('maison-site-');
    expect(actionsOf(template, pagesId)).not.toContain('ses:SendEmail');
  });

  it('knows the table, both buckets and the public origin', () => {
    const variables = resources[pagesId]!.Properties.Environment.Variables as Record<string, unknown>;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'IMAGES_BUCKET', 'SITE_BUCKET', 'SITE_URL']));
  });

  it('is watched: an alarm on its dead letters and one on its lag', () => {
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => text(a.Properties));
    expect(alarms.filter((a) => a.includes('ProductPagesDeadLetters'))).toHaveLength(1);
    expect(alarms.filter((a) => a.includes('IteratorAge') && a.includes(pagesId))).toHaveLength(1);
  });
});

describe('the deploy-time bootstrap', () => {
  it('draws every page after the site is copied, and again for a new page template', () => {
    const { template } = synthShop();
    const resources = template.toJSON().Resources as Resources;
    const [, run] = Object.entries(resources).find(([, r]) => r.Type === 'Custom::MaisonBootstrap')!;
    expect(run.Properties.productPageTemplate).toMatch(/^([0-9a-f]{64}|none)$/);
    const copies = Object.keys(resources).filter(
      (id) => id.startsWith('SiteDeploymentPages') && resources[id]!.Type === 'Custom::CDKBucketDeployment',
    );
    expect(copies).toHaveLength(1);
    expect(run.DependsOn ?? []).toEqual(expect.arrayContaining(copies));
  });
});
