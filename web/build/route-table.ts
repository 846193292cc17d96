import { type Plugin, runnerImport } from 'vite';
import type { RouteSpec } from '../../shared/route-kit';

type BrowserRoute = Pick<RouteSpec, 'method' | 'path' | 'body'>;

// `import { routes } from '@shared/routes'`, the one way web code imports the table.
const TABLE_IMPORT = /^import \{ routes \} from '([^']+)';\n/m;
// `routes.addToCart`, but not `x.routes.addToCart`, nor a type read of it (`typeof routes.addToCart`),
// which the TypeScript transform erases after this one.
const ROUTE_READ = /(?<![\w$.])(?<!\btypeof\s+)routes\.(\w+)/g;

/**
 * In the production bundle, web code gets only the routes it calls, as plain data: each
 * `routes.name` becomes its route's method, path and body kind, written where it is read. The
 * request schemas stay on the server, so the validation library never reaches the storefront,
 * and no page carries the table's other routes (the first load carries the few its shell calls).
 * Types still come from the real table; the dev server and the tests use the real module, and
 * anything else that imports it in the build gets the same data as one table.
 */
export function routeTableForBrowser(tableFile: string): Plugin {
  let table: Record<string, BrowserRoute> = {};
  const isTable = (id: string) => id.replace(/\.ts$/, '').replace(/\/index$/, '') === tableFile.replace(/\/index\.ts$/, '');
  return {
    name: 'maison:route-table-for-browser',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { module } = await runnerImport<{ routes: Record<string, RouteSpec> }>(tableFile);
      table = Object.fromEntries(
        Object.entries(module.routes).map(([name, { method, path, body }]) => [name, { method, path, ...(body ? { body } : {}) }]),
      );
    },
    load(id) {
      return isTable(id.split('?')[0]!) ? `export const routes = ${JSON.stringify(table)};\n` : null;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\/web\/src\/.*\.tsx?$/.test(file)) return null;
      const imported = TABLE_IMPORT.exec(code);
      if (!imported) return null;
      const target = await this.resolve(imported[1]!, id);
      if (!target || !isTable(target.id.split('?')[0]!)) return null;
      const body = code.replace(TABLE_IMPORT, '').replace(ROUTE_READ, (_, name: string) => {
        const route = table[name];
        if (!route) throw new Error(`${file} reads routes.${name}, which the route table does not have`);
        return `(${JSON.stringify(route)})`;
      });
      return { code: body, map: null };
    },
  };
}
