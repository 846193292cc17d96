import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOLD_RELEASE_TABLE } from '../../functions/events/release-grants';
import { statementsOf, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('the release of expired checkout holds', () => {
  let template: Template;
  let functionId: string;

  beforeAll(() => {
    template = synthShop({ context: { checkoutHoldMinutes: '20' } }).template;
    functionId = Object.keys(template.findResources('AWS::Lambda::Function')).find((id) => id.startsWith('HoldRelease'))!;
  });

  it('runs the release function every minute from an EventBridge rule, without retries piling up', () => {
    const rules = Object.values(template.findResources('AWS::Events::Rule') as Resources);
    const rule = rules.find((r) => JSON.stringify(r.Properties.Targets).includes(functionId))!;
    expect(rule.Properties).toMatchObject({ ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
    expect(rule.Properties.Targets[0].RetryPolicy).toEqual({ MaximumRetryAttempts: 0 });
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission') as Resources).filter((p) =>
      JSON.stringify(p.Properties.FunctionName).includes(functionId),
    );
    expect(permissions.map((p) => p.Properties.Principal)).toEqual(['events.amazonaws.com']);
  });

  it('may read the hold index and the checkouts and give stock and promo uses back, nothing else on the table', () => {
    const table = statementsOf(template, functionId).filter((s) => [s.Action].flat().some((a) => String(a).startsWith('dynamodb:')));
    expect(
      table.map((s) => ({
        actions: [s.Action].flat().sort(),
        keys: (s.Condition as any)['ForAllValues:StringLike']['dynamodb:LeadingKeys'],
      })),
    ).toEqual(HOLD_RELEASE_TABLE.map((grant) => ({ actions: grant.actions.map((a) => `dynamodb:${a}`).sort(), keys: grant.keys })));
  });

  it('tells the checkout routes the hold time the operator set', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function') as Resources);
    const intent = functions.find(
      (f) =>
        String(f.Properties.Description ?? '').includes('create-payment-intent') ||
        JSON.stringify(f.Properties.Tags ?? []).includes('createPaymentIntent'),
    )!;
    expect(intent.Properties.Environment.Variables.CHECKOUT_HOLD_MINUTES).toBe('20');
  });
});
