import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { hasFunction, type RouteSpec } from '@shared/route-kit';
import { checksSession, readsSessionKey, tableGrantsOf } from '../constructs/route-function';
import { actionsOf, routeFunctions, type Statement, statementsOf, synthShop } from './shop-fixture';

const table = routes as Readonly<Record<string, RouteSpec>>;
const withFunction = Object.keys(table).filter((name) => hasFunction(table[name]!));
const RARE_ACTIONS = ['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:BatchGetItem'];

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

function tableStatementsOf(template: Template, functionId: string): Statement[] {
  return statementsOf(template, functionId).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
}

/** The partition keys a statement limits its items to, or undefined when it does not. */
function leadingKeysOf(statement: Statement): string[] | undefined {
  const keys = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  return keys === undefined ? undefined : [keys as string | string[]].flat();
}

/** Whether IAM's StringLike lets `value` through `pattern` (`*` any run of characters, `?` one). */
function like(pattern: string, value: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(value);
}

/** The actions a function may call on an item whose partition key is `key`. */
function actionsOnKey(template: Template, functionId: string, key: string): string[] {
  return tableStatementsOf(template, functionId)
    .filter((s) => {
      const keys = leadingKeysOf(s);
      return !keys || keys.some((pattern) => like(pattern, key));
    })
    .flatMap((s) => [s.Action].flat())
    .sort();
}

function secretsReadBy(template: Template, functionId: string): string {
  return JSON.stringify(statementsOf(template, functionId).filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue')));
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
    const grants = tableGrantsOf(table[name]!);
    const statements = tableStatementsOf(template, id);
    // One statement per grant, each with exactly the grant's actions and keys.
    const shapes = (list: { actions: string[]; keys?: string[] }[]) => list.map((shape) => JSON.stringify(shape)).sort();
    expect(shapes(statements.map((s) => ({ actions: [s.Action].flat().sort(), keys: leadingKeysOf(s) })))).toEqual(
      shapes(grants.map((grant) => ({ actions: grant.actions.map((a) => `dynamodb:${a}`).sort(), keys: grant.keys && [...grant.keys] }))),
    );
    const declared = grants.flatMap((grant) => grant.actions.map((a) => `dynamodb:${a}`));
    expect(actions.filter((a) => RARE_ACTIONS.includes(a) && !declared.includes(a))).toEqual([]);
    // Indexes only for a route that queries.
    for (const s of statements) expect(JSON.stringify(s.Resource).includes('/index/')).toBe([s.Action].flat().includes('dynamodb:Query'));
    if (!needs.images && !needs.site) expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
    // A built site file is read by name, nothing more.
    if (!needs.images && needs.site) expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject']);
    if (needs.images === 'read') expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject']);
    expect(secretsReadBy(template, id).includes('JwtSigningKey')).toBe(readsSessionKey(table[name]!));
    expect(secretsReadBy(template, id).includes('StripeKeys')).toBe(Boolean(needs.payments));
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  it('limits every route function to the keys its route declares, on every table statement', () => {
    for (const name of withFunction) {
      const needs = table[name]!.needs?.table;
      if (needs !== undefined) expect(typeof needs === 'object' && [needs].flat().every((grant) => grant.keys.length > 0), name).toBe(true);
      for (const statement of tableStatementsOf(template, functions.get(name)!)) expect(leadingKeysOf(statement), name).toBeDefined();
    }
  });

  it('grants no route a scan, a batch write or a batch read (the bulk upload writes row by row, conditionally)', () => {
    const bulk = RARE_ACTIONS.filter((action) => action !== 'dynamodb:ConditionCheckItem');
    const holders = withFunction.filter((name) => actionsOf(template, functions.get(name)!).some((a) => bulk.includes(a)));
    expect(holders).toEqual([]);
  });

  it('grants a condition check only to the routes that claim a first-order promotion (the customer has no paid order yet)', () => {
    const holders = withFunction.filter((name) => actionsOf(template, functions.get(name)!).includes('dynamodb:ConditionCheckItem'));
    expect(holders.sort()).toEqual(['confirmPayment', 'createPaymentIntent', 'stripeWebhook']);
  });

  it('keeps the newsletter to subscriber items and their welcome mail: it cannot write, or even read, a user item', () => {
    const id = functions.get('subscribe')!;
    const [statement, ...others] = tableStatementsOf(template, id);
    expect(others).toEqual([]);
    expect(statement!.Action).toEqual('dynamodb:PutItem');
    expect(leadingKeysOf(statement!)).toEqual(['SUBSCRIBER#*', 'OUTBOX#*']);
    for (const key of ['USER#u-1', 'USER#u-1#ORDERS', 'EMAIL#a@example.com', 'ORDER#o-1', 'PRODUCT#p-1', 'STATS']) {
      expect(actionsOnKey(template, id, key), key).toEqual([]);
    }
    expect(actionsOnKey(template, id, 'SUBSCRIBER#a@example.com')).toEqual(['dynamodb:PutItem']);
  });

  it('gives signed-in routes a read of profiles for the session check, and no more of users', () => {
    const signedIn = withFunction.filter((name) => checksSession(table[name]!));
    expect(signedIn.length).toBeGreaterThan(20);
    for (const name of signedIn) {
      const onUser = actionsOnKey(template, functions.get(name)!, 'USER#u-1');
      expect(onUser, name).toContain('dynamodb:GetItem');
    }
    // An admin route that writes products, brands or orders reads a user only by key.
    for (const name of ['createProduct', 'updateProductQty', 'createBrand', 'changeOrderStatus', 'removeSubscriber', 'getStats']) {
      expect(actionsOnKey(template, functions.get(name)!, 'USER#u-1'), name).toEqual(['dynamodb:GetItem']);
    }
    // Public routes that check no session and keep no account read no profile at all.
    expect(actionsOnKey(template, functions.get('stripeWebhook')!, 'USERNAME#ann')).toEqual([]);
    expect(actionsOf(template, functions.get('paymentConfig')!).filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
  });

  it('lets sign-in touch the account items it keeps, and nothing of the shop', () => {
    const id = functions.get('login')!;
    // Each account route's own items and actions are checked in infra/constructs/grants.cdk.test.ts.
    expect(actionsOnKey(template, id, 'USER#u-1')).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(actionsOnKey(template, id, 'RATE#login#1')).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    expect(actionsOnKey(template, id, 'TOKEN#abc')).toEqual(['dynamodb:PutItem']);
    for (const key of ['ORDER#o-1', 'PRODUCT#p-1', 'PROMO#SAVE10', 'SUBSCRIBER#a@example.com', 'STATS', 'USERS']) {
      expect(actionsOnKey(template, id, key), key).toEqual([]);
    }
    expect(actionsOf(template, id)).not.toContain('dynamodb:Query');
  });

  it("lets the customer order list query the customer's index partition, and an admin list a user's orders only", () => {
    expect(actionsOnKey(template, functions.get('listMyOrders')!, 'USER#u-1#ORDERS')).toContain('dynamodb:Query');
    // The session check's USER#* also matches the index partition, for a get that finds nothing there.
    expect(actionsOnKey(template, functions.get('listUserOrders')!, 'USER#u-1#ORDERS')).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    expect(actionsOnKey(template, functions.get('listUserOrders')!, 'ORDER#o-1')).toEqual([]);
    expect(actionsOnKey(template, functions.get('listUserOrders')!, 'USER#u-1')).toEqual(['dynamodb:GetItem']);
    expect(actionsOnKey(template, functions.get('getStats')!, 'STATS#DAY')).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
  });

  it('lets the dashboard read its counters and the promotions list (gsi1), and change none of them', () => {
    const id = functions.get('getStats')!;
    for (const key of ['STATS', 'STATS#DAY', 'STATS#PROMO', 'PROMOS'])
      expect(actionsOnKey(template, id, key), key).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    for (const key of ['PROMO#SAVE10', 'ORDER#o-1', 'STATS#CUSTOMER#u-1']) expect(actionsOnKey(template, id, key), key).toEqual([]);
  });

  it('lets only the routes that sign or verify sessions read the session signing key', () => {
    const readers = withFunction.filter((name) => secretsReadBy(template, functions.get(name)!).includes('JwtSigningKey'));
    const publicReaders = readers.filter((name) => table[name]!.access === 'public');
    expect(publicReaders.sort()).toEqual(['login', 'loginVerified', 'register', 'unsubscribeAlerts', 'unsubscribeNewsletter']);
    expect(readers.filter((name) => table[name]!.access === 'public' || table[name]!.access === 'stripe-signature').sort()).toEqual(
      publicReaders.sort(),
    );
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

  it('reads the table shorthands of test stacks as get and query, plus put, update and delete', () => {
    const [read] = tableStatementsOf(template, functions.get('listAllBrands')!);
    expect([read!.Action].flat().sort()).toEqual(['dynamodb:GetItem', 'dynamodb:Query']);
    const writer = actionsOf(template, functions.get('getCart')!).filter((a) => a.startsWith('dynamodb:'));
    expect(writer.filter((a) => RARE_ACTIONS.includes(a))).toEqual([]);
    expect(writer).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
  });

  it("gives image readers get only, and of the table only the session check's read of profiles", () => {
    const id = functions.get('getWishlist')!;
    expect(actionsOf(template, id).filter((a) => a.startsWith('s3:'))).toEqual(['s3:GetObject']);
    expect(tableStatementsOf(template, id).map((s) => [s.Action, leadingKeysOf(s)])).toEqual([['dynamodb:GetItem', ['USER#*']]]);
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
