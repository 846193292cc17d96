import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementsOf, synthShop, type Statement } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

const streamHandlerOf = (template: Template) =>
  Object.keys(template.findResources('AWS::Lambda::Function')).find((id) => id.startsWith('EventsOnTableChange'))!;
const sesStatements = (template: Template) =>
  statementsOf(template, streamHandlerOf(template)).filter((s) => [s.Action].flat().some((action) => action.startsWith('ses:')));

describe('the mail of the shop', () => {
  let template: Template;
  let resources: Resources;

  beforeAll(() => {
    template = synthShop({ context: { mailFrom: 'Maison <no-reply@shop.example>' } }).template;
    resources = template.toJSON().Resources as Resources;
  });

  it("verifies the sender's domain with Easy DKIM, and says which records to publish", () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'shop.example',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
    });
    const records = JSON.stringify(template.findOutputs('MailDkimRecords'));
    expect(records).toContain('DkimDNSTokenName1');
    expect(records).toContain('DkimDNSTokenValue3');
  });

  it('records bounces and complaints through a configuration set, and suppresses those addresses', () => {
    const [setId, set] = Object.entries(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    expect(set.Properties.SuppressionOptions).toEqual({ SuppressedReasons: ['BOUNCE', 'COMPLAINT'] });
    expect(set.Properties.ReputationOptions).toEqual({ ReputationMetricsEnabled: true });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        CloudWatchDestination: {
          DimensionConfigurations: [
            { DimensionName: 'ses:configuration-set', DimensionValueSource: 'messageTag', DefaultDimensionValue: 'none' },
          ],
        },
      },
    });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { ConfigurationSetAttributes: { ConfigurationSetName: { Ref: setId } } });
    template.hasOutput('MailConfigurationSet', { Value: { Ref: setId } });
  });

  it('has the stream handler send with that set, still only as the sender', () => {
    const setId = Object.keys(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    const env = resources[streamHandlerOf(template)]!.Properties.Environment.Variables;
    expect(env.MAIL_CONFIGURATION_SET).toEqual({ Ref: setId });
    const statements = sesStatements(template);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@shop.example' } });
    }
    const resourcesOf = (statement: Statement) => JSON.stringify(statement.Resource);
    expect(statements.some((s) => resourcesOf(s).includes(':identity/*'))).toBe(true);
    expect(statements.some((s) => resourcesOf(s).includes(':configuration-set/') && resourcesOf(s).includes(setId))).toBe(true);
  });

  it('lets no other function send', () => {
    const handler = streamHandlerOf(template);
    for (const id of Object.keys(template.findResources('AWS::Lambda::Function')).filter((id) => id !== handler)) {
      const roleRef = resources[id]!.Properties.Role;
      if (!roleRef?.['Fn::GetAtt']) continue;
      expect(JSON.stringify(statementsOf(template, id)), id).not.toMatch(/"ses:/);
    }
  });
});

describe('the sender identity setting', () => {
  it('verifies the address instead of the domain', () => {
    const { template } = synthShop({ context: { mailFrom: 'owner@mail.example', mailIdentity: 'address' } });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'owner@mail.example' });
    expect(template.findOutputs('MailDkimRecords')).toEqual({});
  });

  it('creates none when the operator verified it already, and keeps the configuration set', () => {
    const { template } = synthShop({ context: { mailIdentity: 'existing' } });
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    expect(sesStatements(template).length).toBeGreaterThan(0);
  });
});
