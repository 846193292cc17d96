import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes as routeTable } from '@shared/routes';
import { BODY_RULES, uploadPaths } from '../constructs/waf';
import { nagFindings, synthShop } from './shop-fixture';

type Resource = { Type: string; Properties: Record<string, any> };

const distributionOf = (template: Template) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as Record<string, any>;
const aclOf = (template: Template): [string, Resource] =>
  Object.entries(template.findResources('AWS::WAFv2::WebACL') as Record<string, Resource>)[0]!;

describe('the web ACL, by default', () => {
  let template: Template;
  let aclId: string;
  let acl: Record<string, any>;
  const rule = (name: string) => (acl.Rules as Array<Record<string, any>>).find((r) => r.Name === name)!;

  beforeAll(() => {
    template = synthShop().template;
    [aclId, { Properties: acl }] = aclOf(template);
  });

  it('is a CloudFront web ACL, attached to the distribution, with metrics and samples', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    expect(distributionOf(template).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    for (const visibility of [acl.VisibilityConfig, ...acl.Rules.map((r: any) => r.VisibilityConfig)]) {
      expect(visibility).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    }
  });

  it('refuses one client address past 1,000 API requests in 5 minutes with a 429 the site can show', () => {
    const rate = rule('ApiRatePerClient');
    expect(rate.Priority).toBe(0);
    expect(rate.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300, Limit: 1000 });
    expect(rate.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/',
    });
    expect(rate.Action.Block.CustomResponse).toEqual({ ResponseCode: 429, CustomResponseBodyKey: 'TooManyRequests' });
    const body = acl.CustomResponseBodies.TooManyRequests;
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content).message).toMatch(/Too many requests/);
  });

  it('takes the rate from the setting', () => {
    const [, { Properties }] = aclOf(synthShop({ context: { wafRateLimit: '300' } }).template);
    expect(Properties.Rules[0].Statement.RateBasedStatement.Limit).toBe(300);
  });

  it('runs the AWS known-bad-inputs and common rule sets', () => {
    for (const name of ['AWSManagedRulesKnownBadInputsRuleSet', 'AWSManagedRulesCommonRuleSet']) {
      expect(rule(name).Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: name });
      expect(rule(name).OverrideAction).toEqual({ None: {} });
    }
    expect(rule('AWSManagedRulesKnownBadInputsRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides).toBeUndefined();
  });

  it('enforces the body rules everywhere but the upload routes, so an 8 KB+ picture or spreadsheet gets through', () => {
    const common = rule('AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual(
      BODY_RULES.map(({ rule: name }) => ({ Name: name, ActionToUse: { Count: {} } })),
    );
    const outside = rule('BodyRulesOutsideUploads');
    expect(outside.Priority).toBeGreaterThan(common.Priority);
    expect(outside.Action).toEqual({ Block: {} });
    const [labelled, notUpload] = outside.Statement.AndStatement.Statements;
    expect(labelled.OrStatement.Statements.map((s: any) => s.LabelMatchStatement.Key)).toEqual(BODY_RULES.map(({ label }) => label));
    const exempt = notUpload.NotStatement.Statement.OrStatement.Statements.map((s: any) => [
      s.ByteMatchStatement.PositionalConstraint,
      s.ByteMatchStatement.SearchString,
    ]);
    expect(exempt).toEqual(
      expect.arrayContaining([
        ['EXACTLY', '/api/admin/products'],
        ['STARTS_WITH', '/api/admin/products/'],
        ['EXACTLY', '/api/Bulkproducts/upload'],
        ['EXACTLY', '/api/stripe/webhook'],
      ]),
    );
    expect(exempt).toHaveLength(uploadPaths(routeTable).length);
  });

  it('no longer needs the acknowledgement that the distribution has no web ACL', () => {
    const { app } = synthShop();
    const distribution = app.node.findAll().find((c) => c.node.path.endsWith('/Web/Distribution'))!;
    expect(JSON.stringify(distribution.node.metadata)).not.toContain('AwsSolutions-CFR2');
  });
});

describe('the web ACL setting', () => {
  it("attaches the operator's own web ACL by its ARN and makes none", () => {
    const arn = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/theirs/0c1d2e3f';
    const { template } = synthShop({ context: { waf: arn } });
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distributionOf(template).WebACLId).toBe(arn);
  });

  it('attaches none when turned off', () => {
    const { template } = synthShop({ context: { waf: 'off' } });
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distributionOf(template).WebACLId).toBeUndefined();
  });
});

describe('a shop deployed outside us-east-1', () => {
  it('gets its web ACL from a stack of its own in us-east-1, read across regions', () => {
    const { stacks, template, waf } = synthShop({ env: { account: '111111111111', region: 'eu-west-1' } });
    expect(stacks.waf?.region).toBe('us-east-1');
    expect(stacks.waf?.account).toBe('111111111111');
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    waf!.resourceCountIs('AWS::WAFv2::WebACL', 1);
    waf!.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT' });
    const reference = distributionOf(template).WebACLId['Fn::GetStackOutput'];
    expect(reference).toMatchObject({ StackName: 'MaisonWaf', Region: 'us-east-1' });
    expect(stacks.app.dependencies).toContain(stacks.waf);
  });

  it('keeps it in the app stack when that is in us-east-1', () => {
    const { stacks, template } = synthShop({ env: { account: '111111111111', region: 'us-east-1' } });
    expect(stacks.waf).toBeUndefined();
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
  });
});

describe('cdk-nag', () => {
  it('has nothing to report with the web ACL here, in its own stack, or turned off', () => {
    expect(nagFindings(synthShop().app)).toEqual([]);
    expect(nagFindings(synthShop({ env: { account: '111111111111', region: 'eu-west-1' } }).app)).toEqual([]);
    expect(nagFindings(synthShop({ context: { waf: 'off' } }).app)).toEqual([]);
  });
});

describe('the API stage throttle', () => {
  it('lets a flash sale through: 5,000 buyers in a minute at about seven calls each is about 580 a second', () => {
    const { template } = synthShop();
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
    });
  });

  it('takes its values from the settings', () => {
    const { template } = synthShop({ context: { apiRateLimit: '500', apiBurstLimit: '1000' } });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
    });
  });

  it('gives the Stripe webhook a throttle of its own, once its stack has made the route', () => {
    const { template } = synthShop();
    const stages = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as { Properties: any; DependsOn?: string[] }[];
    expect(stages).toHaveLength(1);
    const stage = stages[0]!;
    expect(stage.Properties.RouteSettings).toEqual({
      'POST /api/stripe/webhook': { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
    });
    const payments = Object.entries(template.findResources('AWS::CloudFormation::Stack')).find(([key]) => key.includes('PaymentsRoutes'));
    expect(stage.DependsOn).toContain(payments![0]);
  });

  it('takes route throttles from the settings, and refuses a route that does not exist', () => {
    const throttles = JSON.stringify({ stripeWebhook: { rateLimit: 50, burstLimit: 100 }, login: { rateLimit: 20, burstLimit: 40 } });
    const { template } = synthShop({ context: { routeThrottles: throttles } });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      RouteSettings: {
        'POST /api/stripe/webhook': { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
        'POST /api/auth/login': { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
      },
    });
    expect(() => synthShop({ context: { routeThrottles: '{"checkoutt":{"rateLimit":1,"burstLimit":2}}' } })).toThrow(
      /routeThrottles names checkoutt, which is no route/,
    );
  });
});
