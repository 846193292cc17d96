// The route functions as Lambda starts them: each route bundled with the CDK stack's own esbuild
// options (source maps on, as deployed by default), then, in a fresh Node process per run, the
// bundle imported and one request served against the local cloud. Reports each bundle's size
// against the budget, the import time, the first request's time, and process start to answer.
// The shared dependency layer is built as the stack builds it, its size reported once; a route
// that loads from it finds its files on NODE_PATH, as Lambda puts /opt/nodejs/node_modules there,
// so its import time includes loading them.
// Usage: tsx scripts/bench-lambdas.ts [runs per route, default 3]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { bodyKindOf, fillPath, handlerFileName, hasFunction, type RouteSpec } from '@shared/route-kit';
import { routes } from '@shared/routes';
import { createTestAdmin, createTestCustomer } from '../functions/test-support/customers';
import { useLocalCloud } from '../functions/test-support/local-cloud';
import { FUNCTION_RUNTIME } from '../infra/constructs/app-function';
import { esbuildOptions } from '../infra/constructs/bundled-code';
import { buildLayerContents, LAYER_MODULES_DIR, type LayerLibrary, nodeTarget } from '../infra/constructs/dependency-layer';
import { layerLibrariesOf, routeEntry } from '../infra/constructs/route-function';
import { throughCloudFront, toApiEvent } from '../infra/local/api-event';
import { handlerEnvironment } from '../infra/local/handler-env';
import { PROJECT_ROOT } from '../infra/local/project-root';
import { spawnLocalCloud, type SpawnedCloud } from '../infra/local/spawn-cloud';

type Line = (label: string, value: string, ok?: boolean) => void;

/** One cold start: import and first request as the process timed them, and spawn to answer as this one did. */
interface ColdStart {
  importMs: number;
  requestMs: number;
  totalMs: number;
  status: number;
}

/** Path parameters that pass validation where it is cheap to pick one; any other is `bench`. */
const EXAMPLE_PARAMS: Record<string, string> = { email: 'bench@example.com', date: '2001-02-03', status: 'confirmed' };

/**
 * What a fresh process runs: import the bundle, call its handler once with the event, report on
 * fd 3 (the handler's logs keep stdout and stderr), with the files the layer's libraries were
 * loaded from. `performance.now()` counts from process start.
 */
const CHILD = `
import { readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
const [bundle, eventFile, functionName, layerLibraries] = process.argv.slice(1);
const before = performance.now();
const { handler } = await import(bundle);
const imported = performance.now();
const fromLayer = Object.fromEntries(layerLibraries.split(',').filter(Boolean).map((name) => [name, createRequire(bundle).resolve(name)]));
const deadline = Date.now() + 10_000;
const context = {
  functionName, functionVersion: '$LATEST', memoryLimitInMB: '512', awsRequestId: 'bench-cold-start',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:' + functionName,
  logGroupName: '/aws/lambda/' + functionName, logStreamName: 'bench', callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => deadline - Date.now(), done() {}, fail() {}, succeed() {},
};
const result = await handler(JSON.parse(readFileSync(eventFile, 'utf8')), context);
writeSync(3, JSON.stringify({ importMs: imported - before, requestMs: performance.now() - imported, status: result.statusCode, fromLayer }));
process.exit(0);
`;

/** Bundles one route as the CDK stack does; its size (the .mjs, not the map) and what weighs most in it. */
async function bundle(
  name: string,
  fromLayer: readonly LayerLibrary[],
  outDir: string,
): Promise<{ file: string; bytes: number; heaviest: string }> {
  const file = join(outDir, 'index.mjs');
  const options = esbuildOptions({ projectRoot: PROJECT_ROOT, entry: routeEntry(PROJECT_ROOT, name), sourceMaps: true, fromLayer }, file);
  const out = await build({ ...options, metafile: true, logLevel: 'error' });
  const output = Object.entries(out.metafile.outputs).find(([path]) => path.endsWith('.mjs'))![1];
  return { file, bytes: output.bytes, heaviest: heaviestPackage(output.inputs) };
}

/** The npm package (or the project's own code) holding the most bytes of a bundle: `stripe 240 KB`. */
function heaviestPackage(inputs: Metafile['outputs'][string]['inputs']): string {
  const bytes = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const found = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const name = found?.[1] ?? 'own code';
    bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
  }
  const [name, size] = [...bytes].sort((a, b) => b[1] - a[1])[0]!;
  return `${name} ${(size / 1024).toFixed(0)} KB`;
}

/**
 * A small request each route answers: its path with example parameters, through CloudFront (the
 * origin header), a signed-in caller's token on user and admin routes, an empty JSON object or a
 * one-field form as the body. Many answers are a 400 or 404; the work before it is what counts.
 */
function eventFor(spec: RouteSpec, token: string | undefined, originSecret: string) {
  const names = [...spec.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const params = Object.fromEntries(names.map((param) => [param, EXAMPLE_PARAMS[param] ?? 'bench']));
  const kind = bodyKindOf(spec);
  const boundary = 'benchboundary';
  const body =
    kind === 'multipart'
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nbench\r\n--${boundary}--\r\n`)
      : Buffer.from(kind === 'none' ? '' : '{}');
  const contentType = kind === 'multipart' ? `multipart/form-data; boundary=${boundary}` : kind === 'none' ? undefined : 'application/json';
  const headers = throughCloudFront(
    {
      host: 'localhost',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    { address: '127.0.0.1', port: 50000 },
    originSecret,
  );
  return toApiEvent(
    { method: spec.method, url: fillPath(spec.path, params), headers, sourceIp: '127.0.0.1', body },
    {
      routeKey: `${spec.method} ${spec.path}`,
      pathParameters: params,
    },
  );
}

/**
 * Starts a fresh Node process that imports the bundle and serves the event once. A route that
 * loads libraries from the layer gets the layer's node_modules on NODE_PATH, as in Lambda, and
 * must have loaded each of them from there.
 */
function coldStart(
  bundleFile: string,
  eventFile: string,
  functionName: string,
  env: NodeJS.ProcessEnv,
  layer: { modules: string; libraries: readonly LayerLibrary[] },
): Promise<ColdStart> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const args = [
      '--enable-source-maps',
      '--input-type=module',
      '-e',
      CHILD,
      pathToFileURL(bundleFile).href,
      eventFile,
      functionName,
      layer.libraries.join(','),
    ];
    const child = spawn(process.execPath, args, {
      env: layer.libraries.length ? { ...env, NODE_PATH: layer.modules } : env,
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let report = '';
    let errors = '';
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      report += chunk.toString();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!report) return reject(new Error(`${functionName} gave no answer (exit ${code}):\n${errors}`));
      const { importMs, requestMs, status, fromLayer } = JSON.parse(report) as Omit<ColdStart, 'totalMs'> & {
        fromLayer: Record<string, string>;
      };
      const elsewhere = Object.entries(fromLayer).filter(([, file]) => !file.startsWith(layer.modules));
      if (elsewhere.length)
        return reject(
          new Error(`${functionName} loaded ${elsewhere.map(([name, file]) => `${name} from ${file}`).join(', ')}, not from the layer`),
        );
      resolve({ importMs, requestMs, status, totalMs: performance.now() - started });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Every route function's bundle size (✗ at or over the budget) and cold start, the medians of
 * `runs` fresh processes each, against the given local cloud.
 */
export async function lambdaFigures(cloud: SpawnedCloud, line: Line, budgetKb: number, runs = 3): Promise<void> {
  console.log(
    `\nRoute functions: minified bundle (as CDK builds it) and cold start, median of ${runs} fresh Node ${process.versions.node} processes`,
  );
  useLocalCloud(cloud);
  const [customer, admin] = [await createTestCustomer(), await createTestAdmin()];
  const tokens: Partial<Record<RouteSpec['access'], string>> = { user: customer.token, session: customer.token, admin: admin.token };
  const handlerEnv = handlerEnvironment({
    env: process.env,
    tableName: cloud.tableName,
    imagesBucket: cloud.imagesBucket,
    dynamoEndpoint: cloud.dynamoEndpoint,
    s3Endpoint: cloud.s3Endpoint,
    sesEndpoint: cloud.mailbox,
    siteUrl: cloud.site,
    jwtSecret: process.env.JWT_SECRET!,
    webhookSecret: readFileSync(join(cloud.dataDir, 'stripe-webhook-secret'), 'utf8').trim(),
    stripeEmulator: cloud.stripe ?? undefined,
  });
  const env = { PATH: process.env.PATH, ...handlerEnv };
  // The SDK is left out of the bundles (Lambda's runtime has it): a bundle finds it in node_modules,
  // where only @aws-sdk is linked, so nothing else of the project's packages can stand in for the layer.
  const work = mkdtempSync(join(tmpdir(), 'maison-lambdas-'));
  mkdirSync(join(work, 'node_modules'));
  symlinkSync(join(PROJECT_ROOT, 'node_modules', '@aws-sdk'), join(work, 'node_modules', '@aws-sdk'), 'dir');
  const figures: { name: string; kb: number; importMs: number; requestMs: number }[] = [];
  try {
    const layerFiles = buildLayerContents(PROJECT_ROOT, join(work, 'layer'), nodeTarget(FUNCTION_RUNTIME));
    const layerModules = join(work, 'layer', LAYER_MODULES_DIR);
    const layerUsers = Object.values(routes as Record<string, RouteSpec>).filter(
      (spec) => hasFunction(spec) && layerLibrariesOf(spec).length,
    ).length;
    line(
      '  shared dependency layer (no budget)',
      `${layerFiles.map((f) => `${f.library} ${f.version} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ')}: ` +
        `one layer for the ${layerUsers} functions that load them, deployed once and cached by Lambda, not part of their bundles`,
    );
    for (const [name, spec] of Object.entries(routes) as [string, RouteSpec][]) {
      if (!hasFunction(spec)) continue;
      const dir = join(work, name);
      mkdirSync(dir);
      const fromLayer = layerLibrariesOf(spec);
      const { file, bytes, heaviest } = await bundle(name, fromLayer, dir);
      const eventFile = join(dir, 'event.json');
      writeFileSync(eventFile, JSON.stringify(eventFor(spec, tokens[spec.access], handlerEnv.ORIGIN_SECRET!)));
      const starts: ColdStart[] = [];
      for (let run = 0; run < runs; run += 1) {
        starts.push(
          await coldStart(file, eventFile, `maison-${handlerFileName(name)}`, env, { modules: layerModules, libraries: fromLayer }),
        );
      }
      const kb = bytes / 1024;
      const importMs = median(starts.map((s) => s.importMs));
      const requestMs = median(starts.map((s) => s.requestMs));
      const totalMs = median(starts.map((s) => s.totalMs));
      const within = kb < budgetKb;
      figures.push({ name, kb, importMs, requestMs });
      line(
        `  ${name}`,
        [
          `${kb.toFixed(1).padStart(6)} KB`,
          `import ${importMs.toFixed(0).padStart(4)} ms`,
          `first request ${requestMs.toFixed(0).padStart(4)} ms (${starts[0]!.status})`,
          `start to answer ${totalMs.toFixed(0).padStart(4)} ms`,
          within ? '' : `(budget ${budgetKb} KB; ${heaviest})`,
          fromLayer.length ? `+ ${fromLayer.join(', ')} from the layer` : '',
        ]
          .join('  ')
          .trimEnd(),
        within,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const slowest = [...figures].sort((a, b) => b.importMs + b.requestMs - (a.importMs + a.requestMs)).slice(0, 3);
  line(
    '  largest bundle',
    `${Math.max(...figures.map((f) => f.kb)).toFixed(1)} KB (budget ${budgetKb} KB)`,
    figures.every((f) => f.kb < budgetKb),
  );
  line(
    '  median import / first request',
    `${median(figures.map((f) => f.importMs)).toFixed(0)} ms / ${median(figures.map((f) => f.requestMs)).toFixed(0)} ms`,
  );
  line('  slowest cold starts', slowest.map((f) => `${f.name} ${(f.importMs + f.requestMs).toFixed(0)} ms`).join(', '));
}

// Run alone: a local cloud of its own, these figures only.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.argv[2] ?? 3);
  let over = 0;
  const line: Line = (label, value, ok = true) => {
    if (!ok) over += 1;
    console.log(`${ok ? '  ' : '✗ '}${label.padEnd(48)} ${value}`);
  };
  const cloud = await spawnLocalCloud();
  try {
    await lambdaFigures(cloud, line, 100, runs);
  } finally {
    await cloud.stop();
  }
  process.exit(over ? 1 : 0);
}
