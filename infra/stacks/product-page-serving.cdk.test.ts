import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { PRODUCT_MISSING_FILE } from '@shared/product-page-template';
import { productPageRewriteCode } from '../constructs/edge-functions';
import { routeFunctions, statementsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('product pages served from the images bucket, the missing page from its route', () => {
  let template: Template;
  let resources: Resources;
  let config: Record<string, any>;
  let behaviour: Record<string, any>;

  beforeAll(() => {
    template = synthShop().template;
    resources = template.toJSON().Resources as Resources;
    config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === '/products/*');
  });

  const originById = (id: string) => config.Origins.find((o: any) => o.Id === id);

  it('has a /products/* behaviour, GET and HEAD only, cached and compressed as the catalogue is', () => {
    expect(behaviour).toBeDefined();
    const catalogue = config.CacheBehaviors.find((b: any) => b.PathPattern === routes.listProducts.path);
    expect(behaviour.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
    expect(behaviour.CachePolicyId).toEqual(catalogue.CachePolicyId);
    expect(behaviour.Compress).toBe(true);
    expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
    // Bare /products stays with the app, which leads to the shop.
    expect(config.CacheBehaviors.map((b: any) => b.PathPattern)).not.toContain('/products');
  });

  it('rewrites the address with the product page function, whose code is the tested one', () => {
    expect(behaviour.FunctionAssociations).toHaveLength(1);
    expect(behaviour.FunctionAssociations[0].EventType).toBe('viewer-request');
    const arn = JSON.stringify(behaviour.FunctionAssociations[0].FunctionARN);
    const [id, fn] = Object.entries(template.findResources('AWS::CloudFront::Function')).find(([id]) => arn.includes(id))!;
    expect(id).toMatch(/ProductPage/);
    expect(fn.Properties.FunctionCode).toBe(productPageRewriteCode);
  });

  it('reads the bucket under snapshots/ first and fails over to the HTTP API on 403 and 404 only', () => {
    const group = config.OriginGroups.Items.find((g: any) => g.Id === behaviour.TargetOriginId);
    expect(group).toBeDefined();
    expect(group.FailoverCriteria.StatusCodes.Items.sort()).toEqual([403, 404]);
    const [primary, fallback] = group.Members.Items.map((m: any) => originById(m.OriginId));
    expect(JSON.stringify(primary.DomainName)).toContain('-images-');
    expect(primary.OriginPath).toBe('/snapshots');
    expect(primary.OriginAccessControlId).toBeDefined();
    expect(fallback.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    // The fallback is the API's own origin, with its origin proof header.
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(fallback.Id).toBe(api.TargetOriginId);
  });

  it("leaves the API's own 403 and 404 answers alone: no error responses for the whole distribution", () => {
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it('answers a missing page from a public route that may read the built missing page and nothing else', () => {
    const spec = routes.productMissingPage;
    expect(spec).toMatchObject({ method: 'GET', access: 'public', needs: { site: [PRODUCT_MISSING_FILE] } });
    const apiRoutes = Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey);
    expect(apiRoutes).toContain(`GET ${spec.path}`);
    const id = routeFunctions(template).get('productMissingPage')!;
    const s3 = statementsOf(template, id).filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3).toHaveLength(1);
    expect(s3[0]!.Action).toBe('s3:GetObject');
    expect(JSON.stringify(s3[0]!.Resource)).toContain(`/${PRODUCT_MISSING_FILE}`);
    expect(Object.keys(resources[id]!.Properties.Environment.Variables)).toContain('SITE_BUCKET');
  });
});
