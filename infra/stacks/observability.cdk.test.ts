import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeFunctions, statementsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

/** CDK's own deploy-time helpers (the custom resource framework, the site upload): not the shop's code. */
const DEPLOY_HELPERS = [/ProviderframeworkonEvent/, /^CustomCDKBucketDeployment/];

describe('observability', () => {
  let template: Template;
  let functions: string[];

  beforeAll(() => {
    template = synthShop().template;
    functions = Object.keys(template.findResources('AWS::Lambda::Function'));
  });

  it('traces every function of the shop actively: each route, the stream handlers and the bootstrap', () => {
    const resources = template.toJSON().Resources as Resources;
    const untraced = functions.filter(
      (id) => (resources[id]!.Properties.TracingConfig as { Mode?: string } | undefined)?.Mode !== 'Active',
    );
    expect(untraced.filter((id) => !DEPLOY_HELPERS.some((helper) => helper.test(id)))).toEqual([]);
    const traced = functions.filter((id) => !untraced.includes(id));
    expect(traced).toEqual(expect.arrayContaining([...routeFunctions(template).values()]));
    expect(traced.some((id) => id.includes('OnTableChange'))).toBe(true);
  });

  it('lets each traced function send its segments and telemetry to X-Ray, and no other X-Ray call', () => {
    const resources = template.toJSON().Resources as Resources;
    const traced = functions.filter((id) => (resources[id]!.Properties.TracingConfig as { Mode?: string } | undefined)?.Mode === 'Active');
    for (const id of traced) {
      const xray = statementsOf(template, id)
        .filter((s) => s.Effect === 'Allow')
        .flatMap((s) =>
          [s.Action]
            .flat()
            .filter((action) => action.startsWith('xray:'))
            .map((action) => `${action} on ${JSON.stringify(s.Resource)}`),
        );
      expect(xray.sort(), id).toEqual(['xray:PutTelemetryRecords on "*"', 'xray:PutTraceSegments on "*"']);
    }
  });
});
