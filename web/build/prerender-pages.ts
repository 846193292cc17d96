import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';
import { productPath } from '../../shared/catalog/product-page';
import { PRERENDERED_PAGES } from '../../shared/prerendered-pages';
import { PRODUCT_MISSING_FILE, PRODUCT_PAGE_TEMPLATE_FILE } from '../../shared/product-page-template';
import { prerenderedShell, productPageTemplate, withRoot } from './prerendered-shell';
import { entryFiles, entryStyles, pageFiles } from './first-load-script';
import { loadPageTable } from './page-table';

/** What a drawn page's HTML starts fetching beyond its styles. */
export interface DrawnPageOptions {
  /**
   * The app's code and the page's, fetched from the HTML rather than after the paint, though
   * still run after it: for a page whose largest paint needs the app (the shop's pictures come
   * with its catalogue), where one more round trip before the code would hold that paint up.
   */
  preloadCode?: boolean;
}

/**
 * Writes each page of PRERENDERED_PAGES (`home.html`, `shop.html`): index.html with the page as a guest
 * first sees it already drawn in `#root` (web/src/prerender.tsx, rendered through a server-side
 * Vite), the app's styles inline and the page's linked, and none of the app's code run before the
 * paint. The first-load script starts the app once that HTML has painted (web/src/first-load.ts);
 * the app hydrates it, then shows whoever is signed in. The server answers the page's bare path
 * with it (CloudFront's viewer function, the local static site); every other address keeps
 * index.html, which draws nothing before the app.
 *
 * Product pages are drawn the same way, but outside the build, whenever a product changes
 * (web/src/render/product-page-html.tsx): the build writes their template (`product-page.html`)
 * and the page answered for a product that does not exist (`product-missing.html`).
 */
export function prerenderPages(src: string, options: Partial<Record<string, DrawnPageOptions>> = {}): Plugin {
  let config: ResolvedConfig;
  let code: string[] | undefined;
  let files: Record<string, string[]> = {};
  let pageForPath: (path: string) => string = () => 'home';
  let shellStyles: string[] = [];
  return {
    name: 'maison:prerender-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const table = await loadPageTable(src);
      pageForPath = table.pageForPath;
      code = entryFiles(bundle);
      files = pageFiles(bundle, src, table.PAGES);
      shellStyles = entryStyles(bundle);
    },
    async closeBundle() {
      // A build that failed before its files were written has no pages to draw into; its own
      // error is the one to read.
      if (!code) return;
      const entry = code;
      const outDir = resolve(config.root, config.build.outDir);
      const built = (file: string) => join(outDir, file.slice(1));
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const styles = new Map(shellStyles.map((sheet) => [sheet, readFileSync(built(sheet), 'utf8')]));
      const shellOf = (path: string) => {
        const page = files[pageForPath(path)] ?? [];
        // Largest first, so the longest download starts soonest.
        const preloadCode = options[path]?.preloadCode
          ? [...entry, ...page.filter((f) => f.endsWith('.js'))].sort((a, b) => statSync(built(b)).size - statSync(built(a)).size)
          : undefined;
        return prerenderedShell(indexHtml, { code: entry, page, shellStyles: styles, preloadCode });
      };
      // Every product's page loads the same files.
      const productTemplate = productPageTemplate(shellOf(productPath('any')));

      const server = await createServer({
        configFile: config.configFile,
        // The build's modules (React Router's production build among them), so the markup is
        // what the shipped code draws.
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      const drawn = new Map<string, string>();
      let missing: string;
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderPage: (path: string) => Promise<string> };
        // One at a time: pages share the module graph's state (the page loader's cache).
        for (const path of Object.keys(PRERENDERED_PAGES)) drawn.set(path, await renderPage(path));
        const { renderProductMissingHtml } = (await server.ssrLoadModule(
          '/src/render/product-page-html.tsx',
        )) as typeof import('../src/render/product-page-html');
        missing = renderProductMissingHtml({ template: productTemplate });
      } finally {
        await server.close();
      }
      for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
        writeFileSync(built(file), withRoot(shellOf(path), drawn.get(path)!));
      }
      writeFileSync(join(outDir, PRODUCT_PAGE_TEMPLATE_FILE), productTemplate);
      writeFileSync(join(outDir, PRODUCT_MISSING_FILE), missing);
    },
  };
}
