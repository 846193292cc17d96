import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ExcelJSType from 'exceljs';
import type StripeType from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../config';
import { buildLayerContents, LAYER_MODULES_DIR, type LayerFile } from './dependency-layer';

describe('the dependency layer contents', () => {
  let out: string;
  let files: LayerFile[];
  /** `require` as a function's bundle does it in Lambda: by bare name, found through NODE_PATH's layer folder. */
  let requireFromLayer: (name: string) => unknown;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'maison-layer-'));
    files = buildLayerContents(projectRoot, out, 'node24');
    const modules = join(out, LAYER_MODULES_DIR);
    requireFromLayer = (name) => createRequire(join(modules, 'caller.js'))(name);
  }, 60_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('holds each library as one file whose package.json names it as main', () => {
    expect(files.map((f) => f.library)).toEqual(['stripe', 'exceljs']);
    for (const { library, file, version } of files) {
      expect(file).toBe(join(out, 'nodejs', 'node_modules', library, 'index.js'));
      const pkg = JSON.parse(readFileSync(join(out, 'nodejs', 'node_modules', library, 'package.json'), 'utf8')) as Record<string, string>;
      expect(pkg).toMatchObject({ name: library, version, main: 'index.js' });
    }
  });

  it('needs nothing beside it but Node itself', () => {
    for (const { file } of files) {
      const required = [...readFileSync(file, 'utf8').matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]!);
      expect(required.filter((name) => !isBuiltin(name))).toEqual([]);
    }
  });

  it('gives the Stripe SDK as a default import sees it: the client, webhooks and errors', () => {
    const Stripe = requireFromLayer('stripe') as typeof StripeType;
    const client = new Stripe('sk_test_layer');
    expect(typeof client.paymentIntents.create).toBe('function');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_layer' });
    expect(client.webhooks.constructEvent(payload, header, 'whsec_layer')).toMatchObject({ id: 'evt_1' });
    expect(typeof Stripe.errors.StripeError).toBe('function');
  });

  it('gives exceljs, which writes and reads back a workbook', async () => {
    const ExcelJS = requireFromLayer('exceljs') as typeof ExcelJSType;
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Orders').addRow(['Chanel No 5', 2, 125.5]);
    const bytes = await workbook.xlsx.writeBuffer();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes);
    expect(read.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Chanel No 5', 2, 125.5]);
  });
});
