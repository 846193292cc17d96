import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_HEADER } from '../../functions/commons/origin-proof';
import { hasFunction } from '@shared/route-kit';
import { routes } from '@shared/routes';
import { routeFunctions, statementsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

/** The one logical id of a resource type in a template. */
function onlyIdOf(template: Template, type: string): string {
  const ids = Object.keys(template.findResources(type));
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** Whether a CloudFormation value refers to a resource, by Ref or GetAtt, anywhere inside it. */
function refersTo(value: unknown, id: string): boolean {
  const text = JSON.stringify(value);
  return text.includes(JSON.stringify({ Ref: id })) || text.includes(`"Fn::GetAtt":["${id}"`);
}

describe('no way around CloudFront', () => {
  let data: Template;
  let template: Template;
  let resources: Resources;
  let secretId: string;
  let apiId: string;
  let config: Record<string, any>;

  beforeAll(() => {
    ({ data, template } = synthShop());
    resources = template.toJSON().Resources as Resources;
    secretId = onlyIdOf(template, 'AWS::SecretsManager::Secret');
    apiId = onlyIdOf(template, 'AWS::ApiGatewayV2::Api');
    config = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
  });

  it('keeps a generated origin secret of 48 letters and digits', () => {
    expect(secretId).toMatch(/^OriginSecret/);
    expect(resources[secretId]!.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
  });

  it('sends the API, on every behaviour that reaches it, the origin header resolved from that secret', () => {
    const apiOrigins = (config.Origins as Array<Record<string, any>>).filter((origin) => refersTo(origin.DomainName, apiId));
    expect(apiOrigins).toHaveLength(1);
    const headers = apiOrigins[0]!.OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>;
    expect(headers.map((header) => header.HeaderName)).toEqual([ORIGIN_HEADER]);
    // A dynamic reference CloudFormation resolves at deploy time: the value is never in the template.
    const value = headers[0]!.HeaderValue;
    expect(typeof value).not.toBe('string');
    expect(JSON.stringify(value)).toContain('{{resolve:secretsmanager:');
    expect(refersTo(value, secretId)).toBe(true);

    const snapshotPaths = Object.values(routes)
      .filter((spec) => !hasFunction(spec))
      .map((spec) => spec.path as string);
    const apiBehaviours = (config.CacheBehaviors as Array<Record<string, any>>).filter(
      (b) => b.PathPattern.startsWith('/api') && !snapshotPaths.includes(b.PathPattern),
    );
    expect(apiBehaviours.length).toBeGreaterThan(0);
    for (const behaviour of apiBehaviours) expect(behaviour.TargetOriginId).toBe(apiOrigins[0]!.Id);
  });

  it('gives every route function the secret ARN in ORIGIN_SECRET_ARN and only GetSecretValue on it', () => {
    const functions = routeFunctions(template);
    expect([...functions.keys()].sort()).toEqual(
      Object.entries(routes)
        .filter(([, spec]) => hasFunction(spec))
        .map(([name]) => name)
        .sort(),
    );
    for (const [name, id] of functions) {
      expect(resources[id]!.Properties.Environment.Variables.ORIGIN_SECRET_ARN, name).toEqual({ Ref: secretId });
      // CDK merges statements of the same actions, so the secret may share one with the session key.
      const onSecret = statementsOf(template, id).filter((statement) => refersTo(statement.Resource, secretId));
      expect(onSecret.length, name).toBeGreaterThan(0);
      for (const statement of onSecret) {
        expect(statement.Effect, name).toBe('Allow');
        expect([statement.Action].flat(), name).toEqual(['secretsmanager:GetSecretValue']);
      }
    }
  });

  it('lets no other function read the secret', () => {
    const routeIds = new Set(routeFunctions(template).values());
    for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
      if (routeIds.has(id) || !fn.Properties.Role) continue;
      expect(fn.Properties.Environment?.Variables?.ORIGIN_SECRET_ARN).toBeUndefined();
      expect(statementsOf(template, id).some((statement) => refersTo(statement.Resource, secretId))).toBe(false);
    }
  });

  it('names no execute-api endpoint in any stack output', () => {
    for (const stack of [data, template]) {
      const outputs = stack.toJSON().Outputs as Record<string, { Value: unknown }>;
      for (const [name, output] of Object.entries(outputs)) {
        expect(JSON.stringify(output.Value), name).not.toContain('execute-api');
        expect(refersTo(output.Value, apiId), name).toBe(false);
      }
    }
    expect(Object.keys(template.toJSON().Outputs)).not.toContain('ApiEndpoint');
  });
});
