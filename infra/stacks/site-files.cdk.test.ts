import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { spaFallbackCode } from '../constructs/edge-functions';
import { synthShop } from './shop-fixture';

/** What the default behaviour's viewer function makes of a request for `uri`. */
function spaFallback(uri: string): string {
  const handler = new Function(`${spaFallbackCode}; return handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, querystring: {} } }).uri;
}

describe('the files crawlers read: robots.txt and the sitemap', () => {
  let template: Template;
  let config: Record<string, any>;
  let behaviourOf: (pattern: string) => Record<string, any> | undefined;

  beforeAll(() => {
    template = synthShop().template;
    config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    behaviourOf = (pattern) => config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
  });

  it('are routed to the images bucket under snapshots/, as the catalogue is, GET and HEAD only', () => {
    const catalogue = behaviourOf(routes.listProducts.path)!;
    for (const pattern of ['/robots.txt', '/sitemap.xml', '/sitemaps/*']) {
      const behaviour = behaviourOf(pattern);
      expect(behaviour, pattern).toBeDefined();
      expect(behaviour!.TargetOriginId).toBe(catalogue.TargetOriginId);
      const origin = config.Origins.find((o: any) => o.Id === behaviour!.TargetOriginId);
      expect(JSON.stringify(origin.DomainName)).toContain('-images-');
      expect(origin.OriginPath).toBe('/snapshots');
      expect(behaviour!.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
      expect(behaviour!.CachePolicyId).toEqual(catalogue.CachePolicyId);
      expect(behaviour!.Compress).toBe(true);
      expect(behaviour!.ViewerProtocolPolicy).toBe('redirect-to-https');
      // No viewer function: the SPA fallback cannot turn them into the app's index.html.
      expect(behaviour!.FunctionAssociations).toBeUndefined();
    }
  });

  it("come before the SPA's default behaviour, whose fallback would leave them alone anyway", () => {
    expect(spaFallback('/robots.txt')).toBe('/robots.txt');
    expect(spaFallback('/sitemaps/2.xml')).toBe('/sitemaps/2.xml');
    expect(spaFallback('/shop/anything')).toBe('/index.html');
  });

  it('are published at deploy, so robots.txt names the deployed origin before any product change', () => {
    const run = Object.values(template.findResources('Custom::MaisonBootstrap'))[0]!;
    expect(run.Properties.siteFiles).toBeDefined();
  });
});
