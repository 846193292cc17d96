import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { routeFunctions, statementsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

const PATH = routes.listProducts.path;

describe('the catalogue, served from its snapshot', () => {
  let template: Template;
  let resources: Resources;
  let config: Record<string, any>;
  let behaviour: Record<string, any>;

  beforeAll(() => {
    template = synthShop().template;
    resources = template.toJSON().Resources as Resources;
    config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === PATH);
  });

  it('is read by CloudFront from the images bucket under snapshots/, through origin access control', () => {
    const origin = config.Origins.find((o: any) => o.Id === behaviour.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('-images-');
    expect(origin.OriginPath).toBe('/snapshots');
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(origin.CustomOriginConfig).toBeUndefined();
    expect(behaviour.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
  });

  it('has no function on the read path: no Lambda, no HTTP API route, no edge code', () => {
    expect(routeFunctions(template).has('listProducts')).toBe(false);
    const apiRoutes = Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey);
    expect(apiRoutes.filter((key) => String(key).endsWith(` ${PATH}`))).toEqual([]);
    expect(behaviour.FunctionAssociations).toBeUndefined();
    expect(behaviour.LambdaFunctionAssociations).toBeUndefined();
    expect(behaviour.OriginRequestPolicyId).toBeUndefined();
  });

  it("keeps query strings, headers and cookies out of the cache key, and compresses by the viewer's Accept-Encoding", () => {
    const policy = resources[behaviour.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe('none');
    expect(key.HeadersConfig.HeaderBehavior).toBe('none');
    expect(key.CookiesConfig.CookieBehavior).toBe('none');
    // CloudFront compresses only with Compress on the behaviour and the encodings in the cache key.
    expect(key.EnableAcceptEncodingGzip).toBe(true);
    expect(key.EnableAcceptEncodingBrotli).toBe(true);
    expect(behaviour.Compress).toBe(true);
    // The object's own s-maxage decides, within these bounds.
    expect(policy).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(policy.MaxTTL).toBeGreaterThanOrEqual(routes.listProducts.cacheSeconds);
    expect(policy.MaxTTL).toBeLessThanOrEqual(60);
  });

  it("lets the stream handler read and write that object key and the sitemap's, and no other object", () => {
    const handlerId = Object.keys(template.findResources('AWS::Lambda::Function')).find((id) => id.startsWith('EventsOnTableChange'))!;
    const s3 = statementsOf(template, handlerId).filter((s) => [s.Action].flat().some((a) => String(a).startsWith('s3:')));
    expect(s3).toHaveLength(1);
    expect([s3[0]!.Action].flat().sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const arns = [s3[0]!.Resource].flat().map((r) => JSON.stringify(r));
    for (const arn of arns) expect(arn).toContain('-images-');
    expect(arns.filter((r) => r.includes('/snapshots/api/customer/products"'))).toHaveLength(1);
    // Beside it only the sitemap (its pages the one pattern), no other object.
    expect(arns.filter((r) => r.includes('*')).map((r) => r.replace(/^.*"(\/[^"]*)"\]\]\}$/, '$1'))).toEqual(['/snapshots/sitemaps/*']);
    expect(resources[handlerId]!.Properties.Environment.Variables.IMAGES_BUCKET).toBeDefined();
  });

  it('is published at deploy, so it exists before the first product change', () => {
    const run = Object.values(template.findResources('Custom::MaisonBootstrap'))[0]!;
    expect(run.Properties.catalogueSnapshot).toBeDefined();
  });
});
