import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT as root } from '../../infra/local/project-root';
import { bodyKindOf, handlerFileName, hasFunction, type RouteSpec } from '../../shared/route-kit';
import { routes } from '../../shared/routes';

const entryOf = (name: string) => join('functions', 'routes', `${handlerFileName(name)}.ts`);
const functionRoutes = (Object.entries(routes) as [string, RouteSpec][]).filter(([, spec]) => hasFunction(spec));

/** The spreadsheet routes: the exports and the bulk product upload and download. */
const isSpreadsheetRoute = (spec: RouteSpec) => /export|bulk/i.test(spec.path);

/**
 * What a route function may carry only when its route needs it: each costs cold start on every
 * function that bundles or loads it. A module is matched by path in the bundle, or by name when
 * it is left to the runtime (the AWS SDK).
 */
const RULES: { what: string; module: string; allowed: (spec: RouteSpec) => boolean }[] = [
  { what: 'the session check', module: 'functions/commons/session-check.ts', allowed: (spec) => ['user', 'admin', 'session'].includes(spec.access) },
  { what: 'the multipart parser', module: 'node_modules/@fastify/busboy/', allowed: (spec) => bodyKindOf(spec) === 'multipart' },
  { what: 'the Stripe SDK', module: 'node_modules/stripe/', allowed: (spec) => Boolean(spec.needs?.payments) },
  { what: 'exceljs', module: 'node_modules/exceljs/', allowed: isSpreadsheetRoute },
  { what: 'the S3 client', module: '@aws-sdk/client-s3', allowed: (spec) => Boolean(spec.needs?.images) },
  { what: 'the SES client', module: '@aws-sdk/client-sesv2', allowed: () => false },
];

/** Every route's bundle in one esbuild run (unminified: what is in it, not its size). */
let contents: Map<string, string[]>;

beforeAll(async () => {
  const out = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(functionRoutes.map(([name]) => [name, entryOf(name)])),
    outdir: 'out',
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
  });
  contents = new Map(Object.entries(out.metafile.outputs)
    .filter((entry): entry is [string, Metafile['outputs'][string] & { entryPoint: string }] => Boolean(entry[1].entryPoint))
    .map(([path, output]) => [
      path.replace(/^out\/|\.js$/g, ''),
      [...Object.keys(output.inputs), ...output.imports.filter((i) => i.external).map((i) => i.path)],
    ]));
}, 60_000);

describe('route function bundles', () => {
  it.each(RULES)('carry $what only where their route needs it', ({ module, allowed }) => {
    const carrying = functionRoutes.filter(([name]) => contents.get(name)!.some((path) => path.startsWith(module)));
    expect(carrying.filter(([, spec]) => !allowed(spec)).map(([name]) => name)).toEqual([]);
    // Where some route needs it, some route has it: a renamed module cannot make the rule pass unseen.
    if (functionRoutes.some(([, spec]) => allowed(spec))) expect(carrying.length).toBeGreaterThan(0);
  });
});
