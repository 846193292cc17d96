import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { hasFunction, type RouteSpec } from '@shared/route-kit';
import { projectRoot } from '../config';
import { FUNCTION_ARCHITECTURE, FUNCTION_RUNTIME } from '../constructs/app-function';
import { DependencyLayer } from '../constructs/dependency-layer';
import { routeFunctions, synthShop } from './shop-fixture';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

const table = routes as Readonly<Record<string, RouteSpec>>;

/** The routes that call Stripe through its SDK and those that read or write spreadsheets, from the route table. */
const PAYMENT_SDK_ROUTES = ['changeOrderStatus', 'confirmPayment', 'createPaymentIntent', 'stripeWebhook'];
const SPREADSHEET_ROUTES = ['bulkDownloadProducts', 'bulkUploadProducts', 'exportOrdersByDate', 'exportSubscribers', 'exportTodayOrders'];

describe('the shared dependency layer in the shop', () => {
  let resources: Resources;
  let layerId: string;
  let functions: Map<string, string>;

  beforeAll(() => {
    const { template } = synthShop();
    resources = template.toJSON().Resources as Resources;
    // The site's copy (BucketDeployment) brings CDK's own AWS CLI layer too; ours is the dependency layer.
    const all = Object.keys(template.findResources('AWS::Lambda::LayerVersion'));
    const layers = all.filter((id) => id.startsWith('DependencyLayer'));
    expect(layers).toHaveLength(1);
    // Both copies (assets, pages) run one function: one AWS CLI layer, not one each.
    expect(all.filter((id) => id.includes('AwsCliLayer'))).toHaveLength(1);
    layerId = layers[0]!;
    functions = routeFunctions(template);
  });

  const layersOf = (id: string): unknown[] => resources[id]!.Properties.Layers ?? [];

  it("is one layer version, for the functions' runtime and architecture", () => {
    expect(resources[layerId]!.Properties).toMatchObject({
      CompatibleRuntimes: [FUNCTION_RUNTIME.name],
      CompatibleArchitectures: [FUNCTION_ARCHITECTURE.name],
    });
    expect(resources[layerId]!.Properties.Description).toMatch(/stripe \d+\.\d+\.\d+, exceljs \d+\.\d+\.\d+/);
  });

  it('goes to exactly the payment and spreadsheet functions, as the route table declares them', () => {
    const withLayer = [...functions]
      .filter(([, id]) => layersOf(id).length > 0)
      .map(([name]) => name)
      .sort();
    expect(withLayer).toEqual([...PAYMENT_SDK_ROUTES, ...SPREADSHEET_ROUTES].sort());
    expect(
      Object.keys(table)
        .filter((name) => hasFunction(table[name]!) && table[name]!.needs?.payments === 'sdk')
        .sort(),
    ).toEqual(PAYMENT_SDK_ROUTES);
    expect(
      Object.keys(table)
        .filter((name) => table[name]!.needs?.spreadsheets)
        .sort(),
    ).toEqual(SPREADSHEET_ROUTES);
    for (const name of withLayer) expect(layersOf(functions.get(name)!)).toEqual([{ Ref: layerId }]);
  });

  it('is not given to the payment config, which reads the keys but never calls Stripe', () => {
    expect(table.paymentConfig!.needs?.payments).toBe('keys');
    expect(layersOf(functions.get('paymentConfig')!)).toEqual([]);
  });

  it('is not given to the stream handler or the deploy-time bootstrap, which load neither library', () => {
    const routeIds = new Set(functions.values());
    const others = Object.entries(resources).filter(([id, r]) => r.Type === 'AWS::Lambda::Function' && !routeIds.has(id));
    expect(others.map(([id]) => id).some((id) => id.includes('OnTableChange'))).toBe(true);
    for (const [id] of others) expect(JSON.stringify(layersOf(id)), id).not.toContain(layerId);
  });
});

describe('the dependency layer, bundled', () => {
  it('is built at synth time into nodejs/node_modules, one file and a package.json per library', () => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'maison-layer-synth-')) });
    const stack = new Stack(app, 'LayerOnly');
    const first = DependencyLayer.of(stack, { projectRoot, runtime: FUNCTION_RUNTIME, architecture: FUNCTION_ARCHITECTURE });
    expect(
      DependencyLayer.of(new Construct(stack, 'Elsewhere'), {
        projectRoot,
        runtime: FUNCTION_RUNTIME,
        architecture: FUNCTION_ARCHITECTURE,
      }),
    ).toBe(first);
    const assembly = app.synth();
    // The layer is the stack's only asset.
    const assets = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    const assetDir = join(assembly.directory, assets[0]!);
    try {
      for (const library of ['stripe', 'exceljs']) {
        expect(existsSync(join(assetDir, 'nodejs', 'node_modules', library, 'index.js')), library).toBe(true);
        expect(JSON.parse(readFileSync(join(assetDir, 'nodejs', 'node_modules', library, 'package.json'), 'utf8'))).toMatchObject({
          main: 'index.js',
        });
      }
    } finally {
      rmSync(assembly.directory, { recursive: true, force: true });
    }
  }, 60_000);
});
