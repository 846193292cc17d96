import { join } from 'node:path';
import { build } from 'esbuild';

type PageTable = typeof import('../src/app/page-table');

const loaded = new Map<string, Promise<PageTable>>();

/**
 * The app's page table (web/src/app/page-table.ts), as the build reads it: bundled without the
 * pages its loaders import, which the build never calls.
 */
export function loadPageTable(src: string): Promise<PageTable> {
  let table = loaded.get(src);
  if (!table) {
    table = build({
      entryPoints: [join(src, 'app', 'page-table.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      external: ['@/features/*'],
      logLevel: 'silent',
    }).then(
      ({ outputFiles }) =>
        import(`data:text/javascript;base64,${Buffer.from(outputFiles[0]!.text).toString('base64')}`) as Promise<PageTable>,
    );
    loaded.set(src, table);
  }
  return table;
}
