import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/constructs/bundled-code';
import { LAYER_LIBRARIES, type LayerLibrary, layerRequireOf } from '../../infra/constructs/dependency-layer';
import { layerLibrariesOf, routeEntry, tableGrantsOf } from '../../infra/constructs/route-function';
import { PROJECT_ROOT as root } from '../../infra/local/project-root';
import { bodyKindOf, hasFunction, type RouteSpec } from '@shared/route-kit';
import { routes } from '@shared/routes';
import { imageAccessIn, keyBuilders, like, tableActionsIn, tableKeysIn } from '../test-support/bundle-table-use';

const functionRoutes = (Object.entries(routes) as [string, RouteSpec][]).filter(([, spec]) => hasFunction(spec));

/**
 * What a route function may carry only when its route needs it: each costs cold start on every
 * function that bundles or loads it. A module is matched by path in the bundle, or by name when
 * it is left to the runtime (the AWS SDK).
 */
const RULES: { what: string; module: string; allowed: (spec: RouteSpec) => boolean }[] = [
  {
    what: 'the session check',
    module: 'functions/commons/session-check.ts',
    allowed: (spec) => ['user', 'admin', 'session'].includes(spec.access),
  },
  { what: 'the multipart parser', module: 'node_modules/@fastify/busboy/', allowed: (spec) => bodyKindOf(spec) === 'multipart' },
  { what: 'the S3 client', module: '@aws-sdk/client-s3', allowed: (spec) => Boolean(spec.needs?.images || spec.needs?.site) },
  { what: 'the SES client', module: '@aws-sdk/client-sesv2', allowed: () => false },
];

/** One route's bundle as the stack builds it (unminified: what is in it, not its size). */
interface Contents {
  /** Input paths, and the names of packages left to the runtime. */
  modules: string[];
  text: string;
}

let contents: Map<string, Contents>;
const builders = keyBuilders(join(root, 'functions'));

/** Every route's bundle with the stack's esbuild options, one esbuild run per set of layer libraries. */
beforeAll(async () => {
  contents = new Map();
  const groups = new Map<string, string[]>();
  for (const [name, spec] of functionRoutes) {
    const key = layerLibrariesOf(spec).join(',');
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  for (const [key, names] of groups) {
    const fromLayer = key ? (key.split(',') as LayerLibrary[]) : [];
    const { outfile: _, ...options } = esbuildOptions(
      { projectRoot: root, entry: routeEntry(root, names[0]!), sourceMaps: false, fromLayer },
      'unused.mjs',
    );
    const out = await build({
      ...options,
      entryPoints: Object.fromEntries(names.map((name) => [name, routeEntry(root, name)])),
      outdir: 'out',
      write: false,
      metafile: true,
      minify: false,
      logLevel: 'silent',
    });
    for (const [path, output] of Object.entries(out.metafile.outputs)) {
      if (!output.entryPoint) continue;
      const name = path.replace(/^out\/|\.js$/g, '');
      const file = out.outputFiles.find((f) => f.path === join(root, path))!;
      contents.set(name, {
        modules: [...Object.keys(output.inputs), ...output.imports.filter((i) => i.external).map((i) => i.path)],
        text: file.text,
      });
    }
  }
}, 60_000);

describe('route function bundles', () => {
  it.each(RULES)('carry $what only where their route needs it', ({ module, allowed }) => {
    const carrying = functionRoutes.filter(([name]) => contents.get(name)!.modules.some((path) => path.startsWith(module)));
    expect(carrying.filter(([, spec]) => !allowed(spec)).map(([name]) => name)).toEqual([]);
    // Where some route needs it, some route has it: a renamed module cannot make the rule pass unseen.
    if (functionRoutes.some(([, spec]) => allowed(spec))) expect(carrying.length).toBeGreaterThan(0);
  });

  it.each(functionRoutes)('%s is granted exactly the table actions its bundle calls', (name, spec) => {
    const granted = [...new Set(tableGrantsOf(spec).flatMap((grant) => grant.actions))].sort();
    expect(granted).toEqual(tableActionsIn(contents.get(name)!.text));
  });

  // Actions alone let routes share one bag of repositories and each declare the bag's keys: a
  // route's bundle then names every key of the bag, which fails a route granted its own keys only.
  it.each(functionRoutes)('%s is granted every partition key its bundle names, and no key it does not', (name, spec) => {
    const declared = tableGrantsOf(spec).flatMap((grant) => grant.keys ?? ['*']);
    const named = tableKeysIn(contents.get(name)!.text, builders);
    expect(
      named.filter((key) => !declared.some((pattern) => like(pattern, key))),
      'named, not granted',
    ).toEqual([]);
    expect(
      declared.filter((pattern) => !named.some((key) => like(pattern, key))),
      'granted, never named',
    ).toEqual([]);
  });

  it.each(functionRoutes)('%s is granted exactly the kinds of image access its bundle uses', (name, spec) => {
    const images = spec.needs?.images;
    const declared = typeof images === 'object' ? (['delete', 'read', 'write'] as const).filter((kind) => images[kind]?.length) : [];
    expect(typeof images === 'string', 'the route table names prefixes, never a shorthand').toBe(false);
    // A read of the built site's files (the site bucket) is a read too.
    const reads = spec.needs?.site?.length ? ['read'] : [];
    expect([...new Set([...declared, ...reads])].sort()).toEqual(imageAccessIn(contents.get(name)!.text));
  });

  it('finds the image access of S3 commands and presigned posts', () => {
    const text = [
      'import { CopyObjectCommand, HeadObjectCommand as Head2, DeleteObjectCommand } from "@aws-sdk/client-s3";',
      'import { createPresignedPost } from "@aws-sdk/s3-presigned-post";',
      'send(new CopyObjectCommand({})); send(new Head2({})); createPresignedPost(client, {});',
    ].join('\n');
    expect(imageAccessIn(text)).toEqual(['read', 'write']);
  });

  it('finds the table actions of commands, renamed imports and transaction parts', () => {
    const text = [
      'import { GetCommand, TransactWriteCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";',
      'import { GetCommand as GetCommand2, DeleteCommand } from "@aws-sdk/lib-dynamodb";',
      'send(new GetCommand2({})); send(new TransactWriteCommand({ TransactItems: [{ Put: {} }, { ConditionCheck: {} }] }));',
    ].join('\n');
    expect(tableActionsIn(text)).toEqual(['ConditionCheckItem', 'GetItem', 'PutItem']);
    expect(tableActionsIn('import { ExecuteStatementCommand } from "@aws-sdk/lib-dynamodb"; new ExecuteStatementCommand({});')).toEqual([
      'ExecuteStatementCommand',
    ]);
  });

  it('finds the partition keys of key builders called, not merely defined, and of index partitions queried', () => {
    const builders = [
      { object: 'keys', name: 'user', pattern: 'USER#*', file: 'table.ts' },
      { object: 'keys', name: 'token', pattern: 'TOKEN#*', file: 'table.ts' },
      { name: 'outboxKey', pattern: 'OUTBOX#*', file: 'outbox.ts' },
      { name: 'linkRequestKey', pattern: 'LINKREQ#*', file: 'link-requests.ts' },
      { name: 'statusKey', pattern: 'STATUS#*', file: 'orders.ts' },
    ];
    const text = [
      'var keys2 = { user: (id) => ({ pk: `USER#${id}` }), token: (hash) => ({ pk: `TOKEN#${hash}` }) };',
      'var outboxKey = (id) => ({ pk: `OUTBOX#${id}` }); var linkRequestKey = (id) => ({ pk: `LINKREQ#${id}` }); var statusKey = (s) => `STATUS#${s}`;',
      'send(new GetCommand({ Key: keys2.user(id) })); send(new PutCommand({ Item: { ...outboxKey(id), gsi2pk: statusKey(s) } }));',
      'send(new UpdateCommand({ ExpressionAttributeValues: { ":g": statusKey(s) } })); send(new QueryCommand({ ExpressionAttributeValues: { ":pk": "USERS" } }));',
    ].join('\n');
    expect(tableKeysIn(text, builders)).toEqual(['OUTBOX#*', 'USER#*', 'USERS']);
    expect(tableKeysIn('var statusKey = (s) => `STATUS#${s}`; queryAll(GSI2, statusKey(s));', builders)).toEqual(['STATUS#*']);
  });

  it('finds the key builders of the sources: object members, functions, constants and index partitions', () => {
    const found = keyBuilders(join(root, 'functions'));
    const of = (name: string) => found.filter((builder) => builder.name === name).map(({ object, pattern }) => ({ object, pattern }));
    expect(of('emailGuard')).toEqual([{ object: 'keys', pattern: 'EMAIL#*' }]);
    expect(of('payingCustomer')).toEqual([{ object: 'statsKeys', pattern: 'STATS#CUSTOMER#*' }]);
    expect(of('currentKey')).toEqual([{ object: undefined, pattern: 'USER#*' }]);
    expect(of('generationKey')).toEqual([{ object: undefined, pattern: 'SNAPSHOT#catalogue' }]);
    expect(of('watchersKey')).toEqual([{ object: undefined, pattern: 'WISHED#*' }]);
    expect(of('FAILED_EVENT_PK')).toEqual([{ object: undefined, pattern: 'FAILED_EVENT' }]);
  });

  it.each(LAYER_LIBRARIES)('never bundle %s: it is required from the dependency layer', (library) => {
    const bundling = functionRoutes.filter(([name]) =>
      contents.get(name)!.modules.some((path) => path.includes(`node_modules/${library}/`)),
    );
    expect(bundling.map(([name]) => name)).toEqual([]);
  });

  it.each(LAYER_LIBRARIES)('require %s from the layer in exactly the routes whose needs declare it', (library) => {
    const requiring = functionRoutes.filter(([name]) => contents.get(name)!.text.includes(layerRequireOf(library))).map(([name]) => name);
    const declaring = functionRoutes.filter(([, spec]) => layerLibrariesOf(spec).includes(library)).map(([name]) => name);
    expect(requiring).toEqual(declaring);
    expect(declaring.length).toBeGreaterThan(0);
  });
});
