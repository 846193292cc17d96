// @vitest-environment node
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeTableForBrowser } from './route-table';

const tableFile = resolve('shared/routes/index.ts');
const webFile = resolve('web/src/features/example/api/call.ts');

/** The plugin's transform of one web module, with the real route table loaded. */
async function transformed(code: string): Promise<string> {
  const plugin = routeTableForBrowser(tableFile) as Plugin & {
    buildStart(): Promise<void>;
    transform(code: string, id: string): Promise<{ code: string } | null>;
  };
  await plugin.buildStart.call({} as never);
  // Vite's resolver, as far as this module needs it: the alias the web code imports the table by.
  const context = { resolve: async (spec: string) => (spec === '@shared/routes' ? { id: tableFile } : null) };
  return (await plugin.transform.call(context as never, code, webFile))!.code;
}

describe('the route table in the browser bundle', () => {
  it("writes a route's method, path and body kind where the code reads it", async () => {
    const code = await transformed("import { routes } from '@shared/routes';\nexport const r = routes.unsubscribeAlerts;\n");
    expect(code).toBe('export const r = ({"method":"POST","path":"/api/alerts/unsubscribe","body":"raw"});\n');
  });

  it('leaves a type read of a route alone, for the TypeScript transform to erase', async () => {
    const code = await transformed(
      "import { routes } from '@shared/routes';\nexport const call = () => request<ResponseOf<typeof routes.unsubscribeAlerts>>(routes.unsubscribeAlerts.path);\n",
    );
    expect(code).toContain('request<ResponseOf<typeof routes.unsubscribeAlerts>>(({"method":"POST"');
  });
});
