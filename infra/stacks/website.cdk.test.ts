import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '@shared/route-kit';
import { CONTENT_SECURITY_POLICY } from '../local/security-headers';
import { synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DependsOn?: string[] }>;

const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/** Logical ids a resource depends on, directly or through others. */
function dependencies(resources: Resources, id: string): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const target = key === 'Ref' ? value : key === 'Fn::GetAtt' ? (value as string[])[0] : undefined;
      if (typeof target === 'string' && resources[target] && !found.has(target)) {
        found.add(target);
        visit(resources[target]);
      } else visit(value);
    }
  };
  visit(resources[id]);
  return found;
}

describe('the website', () => {
  let template: Template;
  let resources: Resources;
  let config: Record<string, any>;

  beforeAll(() => {
    template = synthShop().template;
    resources = template.toJSON().Resources as Resources;
    config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
  });

  it('serves the SPA from its bucket through origin access control, with a client-route fallback', () => {
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', CachePolicyId: cachingOptimized });
    expect(config.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(config.CustomErrorResponses).toBeUndefined();
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const s3Origins = (config.Origins as Array<Record<string, any>>).filter((o) => o.S3OriginConfig);
    // The site, the images, the snapshots (images bucket, under snapshots/), and the snapshots
    // again as the product pages' origin group's first member: CDK gives a group member its own entry.
    expect(s3Origins).toHaveLength(4);
    for (const origin of s3Origins) {
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    }
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHost,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']));
    const origin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('serves the catalogue from its snapshot ahead of /api/*', () => {
    const patterns = config.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(patterns.indexOf('/api/customer/products')).toBeLessThan(patterns.indexOf('/api/*'));
  });

  it('serves /images/* from the images bucket with sandboxing headers', () => {
    const images = config.CacheBehaviors.find((b: any) => b.PathPattern === '/images/*');
    expect(images.CachePolicyId).toBe(cachingOptimized);
    expect(images.FunctionAssociations).toHaveLength(1);
    const origin = config.Origins.find((o: any) => o.Id === images.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('-images-');
    const headers = resources[images.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    expect(headers.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toContain('sandbox');
  });

  it('adds the security headers to pages and API answers', () => {
    const id = config.DefaultCacheBehavior.ResponseHeadersPolicyId.Ref as string;
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api.ResponseHeadersPolicyId.Ref).toBe(id);
    const headers = resources[id]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = headers.ContentSecurityPolicy.ContentSecurityPolicy as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The admin's image preview is a blob: URL; only images may come from one.
    const directives = csp.split(';').map((part) => part.trim());
    expect(directives.filter((part) => part.includes('blob:'))).toEqual(["img-src 'self' data: blob: https://*.stripe.com"]);
    // The same policy as the local servers send.
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
  });

  it('logs requests to the logs bucket', () => {
    expect(config.Logging.Prefix).toBe('cloudfront/');
    expect(JSON.stringify(config.Logging.Bucket)).toContain('-logs-');
  });

  it('gives functions the site URL without a dependency cycle', () => {
    const distributionId = Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const upstream = [...dependencies(resources, distributionId)].map((id) => resources[id]!.Type);
    expect(upstream).toContain('AWS::ApiGatewayV2::Api');
    for (const type of upstream) {
      expect(['AWS::Lambda::Function', 'AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Stage', 'AWS::IAM::Role']).not.toContain(type);
    }
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      if (fn.Properties.Environment?.Variables?.JWT_SECRET_ARN) {
        expect(fn.Properties.Environment.Variables.SITE_URL['Fn::Join'][1][1]['Fn::GetAtt']).toEqual([distributionId, 'DomainName']);
      }
    }
  });

  it('deploys the built SPA with every synth: there is no shop without its pages', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });
});

describe('a public GET a function answers with cacheSeconds', () => {
  it('is cached as long as the function says, ahead of /api/*, keyed by its query string only', () => {
    const routes = {
      listAllBrands: { method: 'GET', path: '/api/customer/brands', access: 'public', needs: { table: 'read' }, cacheSeconds: 60 },
      getCart: { method: 'GET', path: '/api/customer/cart', access: 'user', needs: { table: 'read' } },
    } as unknown as Readonly<Record<string, RouteSpec>>;
    const template = synthShop({ routes }).template;
    const resources = template.toJSON().Resources as Resources;
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const patterns = config.CacheBehaviors.map((b: any) => b.PathPattern);
    expect(patterns.indexOf('/api/customer/brands')).toBeLessThan(patterns.indexOf('/api/*'));
    const cached = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/customer/brands');
    expect(cached.OriginRequestPolicyId).toBeUndefined();
    const policy = resources[cached.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({ DefaultTTL: 0, MinTTL: 0 });
    expect(policy.MaxTTL).toBeGreaterThan(0);
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.HeaderBehavior).toBe('none');
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin.CookiesConfig.CookieBehavior).toBe('none');
  });
});

describe('the website with a custom domain and a built SPA', () => {
  let template: Template;

  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), 'maison-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Maison</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    template = synthShop({
      webDist: dist,
      context: { domainName: 'shop.example.com', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/x' },
    }).template;
  });

  it('uses the domain and its certificate with TLS 1.2 at least', () => {
    const config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    expect(config.Aliases).toEqual(['shop.example.com']);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    template.hasOutput('SiteUrl', { Value: 'https://shop.example.com' });
  });

  it('copies hashed assets for a year and the rest revalidated, then refreshes CloudFront', () => {
    const copies = Object.values(template.findResources('Custom::CDKBucketDeployment')).map((r) => r.Properties);
    expect(copies).toHaveLength(2);
    const assets = copies.find((c) => c.Include?.includes('assets/*'))!;
    const pages = copies.find((c) => c.Exclude?.includes('assets/*'))!;
    expect(assets.SystemMetadata['cache-control']).toContain('immutable');
    expect(pages.SystemMetadata['cache-control']).toBe('no-cache');
    expect(pages.DistributionPaths).toEqual(['/*']);
  });
});

describe('account-wide CloudFront names', () => {
  it('differ between two stages, and between one stage in two regions', () => {
    const namesOf = (appName: string, region: string) => {
      const { template } = synthShop({ context: { appName }, env: { account: '111111111111', region } });
      const named = (type: string, property: string, field: string) =>
        Object.values(template.findResources(type) as Resources).map((resource) => String(resource.Properties[property][field]));
      return [
        ...named('AWS::CloudFront::ResponseHeadersPolicy', 'ResponseHeadersPolicyConfig', 'Name'),
        ...named('AWS::CloudFront::OriginAccessControl', 'OriginAccessControlConfig', 'Name'),
      ];
    };
    const first = namesOf('Maison', 'us-east-1');
    expect(first).toHaveLength(3);
    for (const other of [namesOf('Maison', 'eu-west-1'), namesOf('Staging', 'us-east-1')]) {
      expect(other).toHaveLength(3);
      expect(other.filter((name) => first.includes(name))).toEqual([]);
    }
    for (const name of first) expect(name.length).toBeLessThanOrEqual(64);
  });
});
