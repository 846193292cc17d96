// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { builtProductPageTemplate } from '@/testing/product-page-template';

const here = dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'product-page-bundle-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

// The renderer runs outside Vite: in the table stream's Lambda, bundled by esbuild with the
// components' styles left out, and in the local cloud under plain Node. So the web's code may
// import nothing but code and styles, and read nothing Vite alone provides (`import.meta.env`).
describe('the product page renderer bundled as the Lambda bundles it', () => {
  it('bundles with the styles left out, and renders in plain Node', async () => {
    const outfile = join(out, 'render.cjs');
    const result = await build({
      entryPoints: [join(here, 'product-page-html.tsx')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      outfile,
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.warnings.map((warning) => warning.text)).toEqual([]);
    // By extension, a Vite query (`?inline`) aside.
    const kinds = new Set(Object.keys(result.metafile.inputs).map((file) => /\.(\w+)(\?\w+)?$/.exec(file)?.[1]));
    expect([...kinds].filter((kind) => !['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'css'].includes(kind ?? ''))).toEqual([]);

    const { renderProductMissingHtml } = createRequire(import.meta.url)(outfile) as typeof import('./product-page-html');
    expect(renderProductMissingHtml({ template: builtProductPageTemplate() })).toContain('This product is not available');
  }, 60_000);
});
