import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../shared/routes';
import { hasFunction, type RouteSpec } from '../../shared/route-kit';
import { readsSessionKey } from '../constructs/route-function';
import { actionsOf, routeFunctions, statementsOf, synthShop } from './shop-fixture';

const table = routes as Readonly<Record<string, RouteSpec>>;
const withFunction = Object.keys(table).filter((name) => hasFunction(table[name]!));
const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** Routes with every kind of need, served by handler files that exist (the names pick the file). */
const fixtureRoutes = {
  listAllBrands: { method: 'GET', path: '/api/customer/brands', access: 'public', needs: { table: 'read' }, cacheSeconds: 60 },
  getCart: {
    method: 'POST',
    path: '/api/Bulkproducts/upload',
    access: 'admin',
    body: 'multipart',
    needs: { table: 'write', images: 'write', spreadsheets: true },
  },
  getWishlist: { method: 'GET', path: '/api/admin/images/{id}', access: 'admin', needs: { images: 'read' } },
  subscribe: { method: 'POST', path: '/api/customer/create-payment-intent', access: 'user', needs: { table: 'write', payments: 'sdk' } },
} as unknown as Readonly<Record<string, RouteSpec>>;

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

function secretsReadBy(template: Template, functionId: string): string {
  return JSON.stringify(
    statementsOf(template, functionId).filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue')),
  );
}

describe('least privilege, from the route table', () => {
  let template: Template;
  let functions: Map<string, string>;

  beforeAll(() => {
    template = synthShop().template;
    functions = routeFunctions(template);
  });

  it.each(withFunction)('%s gets exactly what its needs declare', (name) => {
    const needs = table[name]!.needs ?? {};
    const id = functions.get(name)!;
    const actions = actionsOf(template, id);
    const dynamo = actions.filter((a) => a.startsWith('dynamodb:'));
    if (!needs.table) expect(dynamo).toEqual([]);
    if (needs.table === 'read') {
      expect(dynamo).toContain('dynamodb:Query');
      expect(dynamo.filter((a) => tableWrites.includes(a))).toEqual([]);
    }
    if (needs.table === 'write') expect(dynamo).toEqual(expect.arrayContaining(tableWrites));
    if (!needs.images) expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
    if (needs.images === 'read') expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject']);
    expect(secretsReadBy(template, id).includes('JwtSigningKey')).toBe(readsSessionKey(table[name]!));
    expect(secretsReadBy(template, id).includes('StripeKeys')).toBe(Boolean(needs.payments));
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  it('lets only the routes that sign or verify sessions read the session signing key', () => {
    const readers = withFunction.filter((name) => secretsReadBy(template, functions.get(name)!).includes('JwtSigningKey'));
    const publicReaders = readers.filter((name) => table[name]!.access === 'public');
    expect(publicReaders.sort()).toEqual(['login', 'loginVerified', 'register']);
    expect(readers.filter((name) => table[name]!.access === 'public' || table[name]!.access === 'stripe-signature').sort()).toEqual(publicReaders.sort());
    for (const name of ['subscribe', 'paymentConfig', 'stripeWebhook', 'verifyEmail', 'resetPassword']) {
      expect(secretsReadBy(template, functions.get(name)!), name).not.toContain('JwtSigningKey');
    }
  });

  it('keeps the session signing key from a public route such as subscribe, in its role and its environment', () => {
    const id = functions.get('subscribe')!;
    expect(secretsReadBy(template, id)).not.toContain('JwtSigningKey');
    expect(secretsReadBy(template, id)).toContain('OriginSecret');
    const variables = (template.toJSON().Resources as Resources)[id]!.Properties.Environment.Variables as Record<string, unknown>;
    expect(variables.JWT_SECRET_ARN).toBeUndefined();
    expect(JSON.stringify(template.toJSON().Resources[id])).not.toContain('JwtSigningKey');
  });

  it('grants no wildcard action to any function', () => {
    for (const id of Object.keys(template.findResources('AWS::Lambda::Function'))) {
      if (!(template.toJSON().Resources as Resources)[id]!.Properties.Role) continue;
      for (const action of actionsOf(template, id)) expect(action.endsWith(':*') || action === '*').toBe(false);
    }
  });

  it('lets only the stream handler send email, and only from the configured sender', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('ses:'),
    );
    expect(policies).toHaveLength(1);
    const roles = JSON.stringify(policies[0]!.Properties.Roles);
    expect(roles).toContain('EventsOnTableChangeRole');
    const send = (policies[0]!.Properties.PolicyDocument.Statement as Array<Record<string, any>>).find((s) =>
      [s.Action].flat().includes('ses:SendEmail'),
    )!;
    expect([send.Action].flat().sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(send.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
  });

  it('names the table indexes instead of granting index/*', () => {
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('/index/*');
  });
});

describe('least privilege, every kind of need', () => {
  let template: Template;
  let functions: Map<string, string>;
  let resources: Resources;

  beforeAll(() => {
    template = synthShop({ routes: fixtureRoutes }).template;
    functions = routeFunctions(template);
    resources = template.toJSON().Resources as Resources;
  });

  it('gives image writers get, put and delete on objects only', () => {
    const actions = actionsOf(template, functions.get('getCart')!).filter((a) => a.startsWith('s3:'));
    expect(actions.sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(resources[functions.get('getCart')!]!.Properties.Environment.Variables.IMAGES_BUCKET).toBeDefined();
  });

  it('gives image readers get only, and no table', () => {
    const actions = actionsOf(template, functions.get('getWishlist')!);
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject']);
    expect(actions.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
  });

  it('lets payment routes read the Stripe keys, by ARN in STRIPE_SECRET_ARN', () => {
    const id = functions.get('subscribe')!;
    expect(secretsReadBy(template, id)).toContain('StripeKeys');
    expect(JSON.stringify(resources[id]!.Properties.Environment.Variables.STRIPE_SECRET_ARN)).toContain('StripeKeys');
    expect(resources[functions.get('getCart')!]!.Properties.Environment.Variables.STRIPE_SECRET_ARN).toBeUndefined();
  });

  it('gives spreadsheet uploads more memory and the longest time the API allows', () => {
    expect(resources[functions.get('getCart')!]!.Properties).toMatchObject({ MemorySize: 1024, Timeout: 29 });
    expect(resources[functions.get('listAllBrands')!]!.Properties).toMatchObject({ MemorySize: 512, Timeout: 10 });
  });
});
