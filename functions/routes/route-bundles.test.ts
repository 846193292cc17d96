import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/constructs/bundled-code';
import { LAYER_LIBRARIES, type LayerLibrary, layerRequireOf } from '../../infra/constructs/dependency-layer';
import { layerLibrariesOf, routeEntry, tableGrantsOf } from '../../infra/constructs/route-function';
import { PROJECT_ROOT as root } from '../../infra/local/project-root';
import { bodyKindOf, hasFunction, type RouteSpec } from '../../shared/route-kit';
import { routes } from '../../shared/routes';

const functionRoutes = (Object.entries(routes) as [string, RouteSpec][]).filter(([, spec]) => hasFunction(spec));

/**
 * What a route function may carry only when its route needs it: each costs cold start on every
 * function that bundles or loads it. A module is matched by path in the bundle, or by name when
 * it is left to the runtime (the AWS SDK).
 */
const RULES: { what: string; module: string; allowed: (spec: RouteSpec) => boolean }[] = [
  { what: 'the session check', module: 'functions/commons/session-check.ts', allowed: (spec) => ['user', 'admin', 'session'].includes(spec.access) },
  { what: 'the multipart parser', module: 'node_modules/@fastify/busboy/', allowed: (spec) => bodyKindOf(spec) === 'multipart' },
  { what: 'the S3 client', module: '@aws-sdk/client-s3', allowed: (spec) => Boolean(spec.needs?.images) },
  { what: 'the SES client', module: '@aws-sdk/client-sesv2', allowed: () => false },
];

/** The IAM action each document-client command is checked as; a transaction, as its parts. */
const COMMAND_ACTIONS: Record<string, string> = {
  GetCommand: 'GetItem', BatchGetCommand: 'BatchGetItem', TransactGetCommand: 'GetItem', QueryCommand: 'Query', ScanCommand: 'Scan',
  PutCommand: 'PutItem', UpdateCommand: 'UpdateItem', DeleteCommand: 'DeleteItem', BatchWriteCommand: 'BatchWriteItem',
};
const TRANSACT_PART_ACTIONS: Record<string, string> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' };

/**
 * The table actions a bundle can call: the DynamoDB commands it constructs (esbuild keeps only
 * the code a route can reach, and renames an import it meets twice: `GetCommand as GetCommand2`),
 * and for a write transaction the kinds of parts written in it. A command with no known action
 * stands for itself, so it fails the comparison.
 */
function tableActionsIn(text: string): string[] {
  const actions = new Set<string>();
  for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/(?:lib-dynamodb|client-dynamodb)"/g)) {
    for (const name of names!.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [command, local = command] = name.split(/\s+as\s+/) as [string, string?];
      if (!command.endsWith('Command') || !new RegExp(`\\bnew ${local}\\(`).test(text)) continue;
      if (command === 'TransactWriteCommand') {
        for (const [, part] of text.matchAll(/\b(Put|Update|Delete|ConditionCheck): /g)) actions.add(TRANSACT_PART_ACTIONS[part!]!);
      } else {
        actions.add(COMMAND_ACTIONS[command] ?? command);
      }
    }
  }
  return [...actions].sort();
}

/** One route's bundle as the stack builds it (unminified: what is in it, not its size). */
interface Contents {
  /** Input paths, and the names of packages left to the runtime. */
  modules: string[];
  text: string;
}

let contents: Map<string, Contents>;

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
    const { outfile: _, ...options } = esbuildOptions({ projectRoot: root, entry: routeEntry(root, names[0]!), sourceMaps: false, fromLayer }, 'unused.mjs');
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

  it('finds the table actions of commands, renamed imports and transaction parts', () => {
    const text = [
      'import { GetCommand, TransactWriteCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";',
      'import { GetCommand as GetCommand2, DeleteCommand } from "@aws-sdk/lib-dynamodb";',
      'send(new GetCommand2({})); send(new TransactWriteCommand({ TransactItems: [{ Put: {} }, { ConditionCheck: {} }] }));',
    ].join('\n');
    expect(tableActionsIn(text)).toEqual(['ConditionCheckItem', 'GetItem', 'PutItem']);
    expect(tableActionsIn('import { ExecuteStatementCommand } from "@aws-sdk/lib-dynamodb"; new ExecuteStatementCommand({});')).toEqual(['ExecuteStatementCommand']);
  });

  it.each(LAYER_LIBRARIES)('never bundle %s: it is required from the dependency layer', (library) => {
    const bundling = functionRoutes.filter(([name]) => contents.get(name)!.modules.some((path) => path.includes(`node_modules/${library}/`)));
    expect(bundling.map(([name]) => name)).toEqual([]);
  });

  it.each(LAYER_LIBRARIES)('require %s from the layer in exactly the routes whose needs declare it', (library) => {
    const requiring = functionRoutes.filter(([name]) => contents.get(name)!.text.includes(layerRequireOf(library))).map(([name]) => name);
    const declaring = functionRoutes.filter(([, spec]) => layerLibrariesOf(spec).includes(library)).map(([name]) => name);
    expect(requiring).toEqual(declaring);
    expect(declaring.length).toBeGreaterThan(0);
  });
});
