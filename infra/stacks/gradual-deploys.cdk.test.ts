import { describe, expect, it } from 'vitest';
import { routeGroups } from '@shared/routes';
import { hasFunction, type RouteSpec } from '@shared/route-kit';
import { nagFindings, routeFunctions, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

const paymentRoutes = Object.entries(routeGroups.payments as Record<string, RouteSpec>)
  .filter(([, spec]) => hasFunction(spec))
  .map(([name]) => name);

describe('versions behind a live alias', () => {
  it('has the API invoke every route through its live alias, of a published version', () => {
    const { template } = synthShop();
    const resources = template.toJSON().Resources as Resources;
    const functions = routeFunctions(template);
    const aliases = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Lambda::Alias');
    const integrations = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(functions.size);
    for (const [name, functionId] of functions) {
      const [aliasId, alias] = aliases.find(([, a]) => a.Properties.FunctionName.Ref === functionId) ?? [];
      expect(alias, name).toBeDefined();
      expect(alias!.Properties.Name).toBe('live');
      const versionId = alias!.Properties.FunctionVersion['Fn::GetAtt'][0] as string;
      expect(resources[versionId]!.Type).toBe('AWS::Lambda::Version');
      expect(
        integrations.filter((i) => i.Properties.IntegrationUri.Ref === aliasId),
        name,
      ).toHaveLength(1);
    }
    // No canary unless asked for: every version takes all traffic at once.
    expect(Object.values(resources).filter((r) => r.Type === 'AWS::CodeDeploy::DeploymentGroup')).toEqual([]);
  });
});

describe('canary deploys of the payment routes', () => {
  it('shift a tenth of the traffic for five minutes, rolled back by the function’s errors or the API’s 5xx', () => {
    const { app, template } = synthShop({ context: { canaryDeploys: 'true' } });
    expect(nagFindings(app)).toEqual([]);
    const resources = template.toJSON().Resources as Resources;
    const groups = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::CodeDeploy::DeploymentGroup');
    expect(groups).toHaveLength(paymentRoutes.length);
    const functions = routeFunctions(template);
    const aliasOf = (functionId: string) =>
      Object.entries(resources).find(([, r]) => r.Type === 'AWS::Lambda::Alias' && r.Properties.FunctionName.Ref === functionId)![0];
    for (const name of paymentRoutes) {
      const alias = resources[aliasOf(functions.get(name)!)]!;
      expect(JSON.stringify((alias as { UpdatePolicy?: unknown }).UpdatePolicy ?? ''), name).toContain('CodeDeployLambdaAliasUpdate');
    }
    for (const [, group] of groups) {
      expect(group.Properties.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
      expect(group.Properties.AutoRollbackConfiguration).toMatchObject({ Enabled: true });
      const alarms = JSON.stringify(group.Properties.AlarmConfiguration.Alarms);
      expect(alarms).toContain('LiveErrors');
      expect(alarms).toContain('MonitoringApi5xx');
    }
    // The storefront's routes deploy at once.
    const addToCart = resources[aliasOf(functions.get('addToCart')!)] as { UpdatePolicy?: unknown };
    expect(addToCart.UpdatePolicy).toBeUndefined();
  });
});
