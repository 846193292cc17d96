import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { REACTION_TABLE_GRANTS } from '../../functions/events/reaction-grants';
import { like } from '../../functions/test-support/bundle-table-use';
import { routes } from '@shared/routes';
import { actionsOf, routeFunctions, type Statement, statementsOf, synthShop } from '../stacks/shop-fixture';

/** The actions on the table's items (the stream's own actions, GetRecords and the like, aside). */
const ITEM_ACTIONS = [
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'ConditionCheckItem',
].map((a) => `dynamodb:${a}`);
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const actionsIn = (statement: Statement) => [statement.Action].flat();
const itemStatementsOf = (template: Template, id: string) =>
  statementsOf(template, id).filter((s) => actionsIn(s).some((a) => ITEM_ACTIONS.includes(a)));
const leadingKeysOf = (statement: Statement) => {
  const keys = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  return keys === undefined ? undefined : [keys as string | string[]].flat();
};

/** The item actions a function may call on an item (or index partition) whose partition key is `key`. */
function actionsOnKey(template: Template, id: string, key: string): string[] {
  const allowed = itemStatementsOf(template, id)
    .filter((s) => {
      const keys = leadingKeysOf(s);
      return !keys || keys.some((pattern) => like(pattern, key));
    })
    .flatMap(actionsIn);
  return [...new Set(allowed)].sort();
}

/** The object ARNs each S3 action is allowed on, as cdk-nag prints them (`<ImagesBucket>/products/*`). */
function s3Grants(template: Template, id: string): Record<string, string[]> {
  const grants: Record<string, string[]> = {};
  for (const statement of statementsOf(template, id)) {
    for (const action of actionsIn(statement).filter((a) => a.startsWith('s3:'))) {
      const resources = [statement.Resource]
        .flat()
        .map((resource) => JSON.stringify(resource).replace(/^.*"(\/[^"]*)"\]\]\}$/, '<bucket>$1'));
      grants[action] = [...(grants[action] ?? []), ...resources].sort();
    }
  }
  return grants;
}

describe('least privilege of the stream handler, the product image routes and the account routes', () => {
  let template: Template;
  let functions: Map<string, string>;
  let handler: string;
  let bootstrap: string;

  beforeAll(() => {
    template = synthShop().template;
    functions = routeFunctions(template);
    const lambdas = Object.entries(template.findResources('AWS::Lambda::Function'));
    const described = (start: string) => lambdas.find(([, fn]) => String(fn.Properties.Description).startsWith(start))![0];
    handler = described('Table stream: emails');
    bootstrap = described('Deploy-time bootstrap');
  });

  describe('the stream handler', () => {
    it('holds every item statement to partition keys, and may not scan or batch-write', () => {
      const statements = itemStatementsOf(template, handler);
      expect(statements.length).toBeGreaterThan(5);
      for (const statement of statements) expect(leadingKeysOf(statement), JSON.stringify(statement.Action)).toBeDefined();
      const actions = actionsOf(template, handler);
      expect(actions).not.toContain('dynamodb:Scan');
      expect(actions).not.toContain('dynamodb:BatchWriteItem');
    });

    it('has one statement for each need of each reaction, named after it', () => {
      const shapes = itemStatementsOf(template, handler).map((s: Statement & { Sid?: string }) => ({
        sid: s.Sid,
        actions: actionsIn(s).sort(),
        keys: leadingKeysOf(s),
      }));
      const expected = Object.entries(REACTION_TABLE_GRANTS).flatMap(([reaction, grants]) =>
        grants.map((grant, i) => ({
          sid: `${reaction
            .split('-')
            .map((word) => word[0]!.toUpperCase() + word.slice(1))
            .join('')}${i}`,
          actions: grant.actions.map((a) => `dynamodb:${a}`).sort(),
          keys: [...grant.keys],
        })),
      );
      expect(shapes.sort((a, b) => a.sid!.localeCompare(b.sid!))).toEqual(expected.sort((a, b) => a.sid.localeCompare(b.sid)));
    });

    it('writes only what its reactions write: no product, order, subscriber, guard or failed event', () => {
      for (const key of [
        'PRODUCT#p-1',
        'ORDER#o-1',
        'SUBSCRIBER#a@example.com',
        'EMAIL#a@example.com',
        'USERNAME#ann',
        'PROMO#SAVE20',
        'FAILED_EVENT',
        'SEED',
      ]) {
        expect(
          actionsOnKey(template, handler, key).filter((a) => WRITES.includes(a)),
          key,
        ).toEqual([]);
      }
      expect(actionsOnKey(template, handler, 'SUBSCRIBER#a@example.com')).toEqual([]);
      expect(actionsOnKey(template, handler, 'PRODUCT#p-1')).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem']);
      expect(actionsOnKey(template, handler, 'STATS')).toEqual(['dynamodb:UpdateItem']);
      // The send slot only, of the rate counters: no sign-in throttle.
      expect(actionsOnKey(template, handler, 'RATE#mail-send#1700000000')).toEqual(['dynamodb:UpdateItem']);
      expect(actionsOnKey(template, handler, 'RATE#login:device:d-1')).toEqual([]);
    });

    it('queries only the two index partitions it lists, on the named indexes', () => {
      const queries = itemStatementsOf(template, handler).filter((s) => actionsIn(s).includes('dynamodb:Query'));
      expect(queries.flatMap((s) => leadingKeysOf(s)!).sort()).toEqual(['PRODUCTS', 'WISHED#*']);
      for (const statement of queries) expect(JSON.stringify(statement.Resource)).toContain('/index/gsi1');
    });

    it('reads and replaces only the snapshot objects of the images bucket: the catalogue and the sitemap', () => {
      const published = ['<bucket>/snapshots/api/customer/products', '<bucket>/snapshots/sitemap.xml', '<bucket>/snapshots/sitemaps/*'];
      expect(s3Grants(template, handler)).toEqual({ 's3:GetObject': published, 's3:PutObject': published });
    });
  });

  describe('the images bucket', () => {
    it('lets the product forms read and delete uploads and write product pictures, nothing else', () => {
      for (const name of ['createProduct', 'updateProduct']) {
        expect(s3Grants(template, functions.get(name)!), name).toEqual({
          's3:GetObject': ['<bucket>/uploads/*'],
          's3:PutObject': ['<bucket>/products/*'],
          's3:DeleteObject': ['<bucket>/uploads/*'],
        });
      }
    });

    it('lets the upload route only sign a put of an upload', () => {
      expect(s3Grants(template, functions.get('createProductImageUpload')!)).toEqual({ 's3:PutObject': ['<bucket>/uploads/*'] });
    });

    it("lets no route function touch an object outside products/ and uploads/, but the missing page's read of its file", () => {
      expect(s3Grants(template, functions.get('productMissingPage')!)).toEqual({ 's3:GetObject': ['<bucket>/product-missing.html'] });
      for (const [name, id] of functions) {
        if (name === 'productMissingPage') continue;
        for (const [action, resources] of Object.entries(s3Grants(template, id))) {
          for (const resource of resources) expect(resource, `${name} ${action}`).toMatch(/^<bucket>\/(products|uploads)\/\*$/);
        }
      }
    });

    it('lets the deploy-time bootstrap write the demo pictures and publish the catalogue, sitemap, robots.txt, product pages and share cards, nothing else', () => {
      const published = [
        '<bucket>/snapshots/api/customer/products',
        '<bucket>/snapshots/robots.txt',
        '<bucket>/snapshots/sitemap.xml',
        '<bucket>/snapshots/sitemaps/*',
      ];
      const pages = ['<bucket>/share/*', '<bucket>/snapshots/api/product-pages/*'];
      expect(s3Grants(template, bootstrap)).toEqual({
        // The product pages are drawn into the site bucket's page template; the cards from the pictures.
        's3:GetObject': [...pages, '<bucket>/product-page.html', '<bucket>/products/*', ...published].sort(),
        's3:PutObject': [...pages, '<bucket>/products/*', ...published].sort(),
        's3:DeleteObject': pages,
        's3:ListBucket': [expect.stringContaining(':s3:::maison-images-')],
      });
      const list = statementsOf(template, bootstrap).find((s) => actionsIn(s).includes('s3:ListBucket'))!;
      expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['products/*'] } });
    });
  });

  describe('the account routes', () => {
    /** Each route's actions, by the kind of item: what it may do to each prefix of the account items. */
    const EXPECTED: Record<string, Record<string, string[]>> = {
      register: {
        'USER#u-1': ['GetItem', 'PutItem'],
        'EMAIL#a@example.com': ['GetItem', 'PutItem'],
        'USERNAME#ann': ['PutItem'],
        'TOKEN#h': ['PutItem'],
        'OUTBOX#m-1': ['PutItem'],
        'RATE#register:client:1.2.3.4#0': ['UpdateItem'],
      },
      login: {
        'USER#u-1': ['GetItem', 'UpdateItem'],
        'EMAIL#a@example.com': ['GetItem'],
        'USERNAME#ann': ['GetItem'],
        'TOKEN#h': ['PutItem'],
        'RATE#login:device:d-1': ['DeleteItem', 'GetItem', 'PutItem', 'UpdateItem'],
      },
      loginVerified: { 'USER#u-1': ['GetItem'], 'EMAIL#a@example.com': ['GetItem'], 'TOKEN#h': ['DeleteItem'] },
      verificationStatus: {
        'USER#u-1': ['GetItem'],
        'EMAIL#a@example.com': ['GetItem'],
        'TOKEN#h': ['GetItem'],
        'RATE#status:client:1.2.3.4#0': ['UpdateItem'],
      },
      resendVerification: { 'LINKREQ#r-1': ['PutItem'], 'RATE#resend:email:a#0': ['UpdateItem'] },
      forgotPassword: { 'LINKREQ#r-1': ['PutItem'], 'RATE#forgot:email:a#0': ['UpdateItem'] },
      verifyEmail: {
        'USER#u-1': ['DeleteItem', 'GetItem', 'UpdateItem'],
        'EMAIL#a@example.com': ['UpdateItem'],
        'USERNAME#ann': ['UpdateItem'],
        'TOKEN#h': ['DeleteItem', 'GetItem'],
        'OUTBOX#m-1': ['PutItem'],
      },
      resetPassword: {
        'USER#u-1': ['DeleteItem', 'UpdateItem'],
        'TOKEN#h': ['DeleteItem', 'GetItem'],
        'OUTBOX#m-1': ['PutItem'],
        'RATE#login:strangers:user:u-1': ['DeleteItem'],
      },
    };
    const KEYS = [
      'USER#u-1',
      'EMAIL#a@example.com',
      'USERNAME#ann',
      'TOKEN#h',
      'OUTBOX#m-1',
      'LINKREQ#r-1',
      'RATE#x',
      'PRODUCT#p-1',
      'ORDER#o-1',
      'STATS',
      'USERS',
    ];

    it.each(Object.keys(EXPECTED))('%s holds only the account items its own work touches', (name) => {
      const id = functions.get(name)!;
      for (const [key, actions] of Object.entries(EXPECTED[name]!)) {
        expect(actionsOnKey(template, id, key), `${name} on ${key}`).toEqual(actions.map((a) => `dynamodb:${a}`));
      }
      const named = Object.keys(EXPECTED[name]!).map((key) => key.replace(/#.*/, '#'));
      for (const key of KEYS.filter((k) => !named.some((prefix) => k.startsWith(prefix)))) {
        expect(actionsOnKey(template, id, key), `${name} on ${key}`).toEqual([]);
      }
    });

    it('covers every account route of the route table', () => {
      expect(Object.keys(EXPECTED).sort()).toEqual(
        Object.keys(routes)
          .filter((name) => routes[name as keyof typeof routes].path.startsWith('/api/auth/'))
          .sort(),
      );
    });

    it('keeps sign-in from the tokens it does not make: it can neither read nor use a reset or verification token', () => {
      const login = functions.get('login')!;
      expect(actionsOnKey(template, login, 'TOKEN#h')).toEqual(['dynamodb:PutItem']);
      expect(actionsOnKey(template, login, 'OUTBOX#m-1')).toEqual([]);
      expect(actionsOnKey(template, login, 'LINKREQ#r-1')).toEqual([]);
      // Nor replace an account, its guards or its current-token pointers wholesale.
      for (const key of ['USER#u-1', 'EMAIL#a@example.com', 'USERNAME#ann']) {
        expect(
          actionsOnKey(template, login, key).filter((a) => a === 'dynamodb:PutItem' || a === 'dynamodb:DeleteItem'),
          key,
        ).toEqual([]);
      }
    });
  });
});
