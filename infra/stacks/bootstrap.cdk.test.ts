import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { actionsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

describe('a deployed shop an operator can run', () => {
  const { template, data } = synthShop({
    context: { adminEmail: 'owner@shop.example', seedDemoCatalogue: 'true', shopTimeZone: 'Europe/Paris', mailSendRate: '30' },
  });

  it('creates the first administrator and the demo catalogue through a custom resource, with no password in the template', () => {
    const resources = Object.values(template.findResources('Custom::MaisonBootstrap') as Resources);
    expect(resources).toHaveLength(1);
    const properties = resources[0]!.Properties;
    expect(properties).toMatchObject({ adminEmail: 'owner@shop.example', seedDemoCatalogue: 'true' });
    expect(Object.keys(properties).sort()).toEqual([
      'ServiceToken',
      'adminEmail',
      'catalogueSnapshot',
      'productPageTemplate',
      'seedDemoCatalogue',
      'siteFiles',
    ]);
    const environments = Object.values(template.findResources('AWS::Lambda::Function') as Resources).map((fn) =>
      JSON.stringify(fn.Properties.Environment ?? {}),
    );
    expect(environments.join()).not.toMatch(/PASSWORD/);
  });

  it('lets the bootstrap function write the table and the pictures, list them, and seal emailed links', () => {
    const [id] =
      Object.entries(template.findResources('AWS::Lambda::Function') as Resources).find(([, fn]) =>
        String(fn.Properties.Description).startsWith('Deploy-time bootstrap'),
      ) ?? [];
    expect(id).toBeDefined();
    const actions = actionsOf(template, id!);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 's3:PutObject', 's3:ListBucket', 'secretsmanager:GetSecretValue']));
    expect(actions).not.toContain('ses:SendEmail');
  });

  it('leaves the demo catalogue out and creates no administrator by default', () => {
    const plain = synthShop().template;
    plain.hasResourceProperties('Custom::MaisonBootstrap', { adminEmail: '', seedDemoCatalogue: 'false' });
  });

  it('gives every function the shop time zone and lets the browser post pictures to the bucket', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('GET /api/stats'),
      Environment: { Variables: Match.objectLike({ SHOP_TIME_ZONE: 'Europe/Paris' }) },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Table stream'),
      Environment: { Variables: Match.objectLike({ SHOP_TIME_ZONE: 'Europe/Paris' }) },
    });
    // The stream handler, the one sender, keeps to the SES sending rate it is given.
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Table stream'),
      Environment: { Variables: Match.objectLike({ MAIL_SEND_RATE: '30' }) },
    });
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['https://*.cloudfront.net'] })] },
    });
  });
});
