import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';
import { DRAWN_PAGES } from '../../shared/drawn-pages';
import { pageForPath } from '../src/app/page-for-path';
import { DRAWN_IN_ADVANCE } from '../src/lib/drawn-in-advance';
import { entryFiles, entryStyles, pageFiles } from './first-load-script';

/** Replaces `find` in `html`, or fails the build: a template change must not go unnoticed. */
function replaceOnce(html: string, find: string, replacement: string, what: string): string {
  if (!html.includes(find)) throw new Error(`Prerender: ${what} not found in index.html`);
  return html.replace(find, () => replacement);
}

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
 * Writes each page of DRAWN_PAGES (`home.html`, `shop.html`): index.html with the page as a guest
 * first sees it already drawn in `#root` (web/src/prerender.tsx, rendered through a server-side
 * Vite), the app's styles inline and the page's linked, and none of the app's code run before the
 * paint. The first-load script starts the app once that HTML has painted (web/src/first-load.ts);
 * the app hydrates it, then shows whoever is signed in. The server answers the page's bare path
 * with it (CloudFront's viewer function, the local static site); every other address keeps
 * index.html, which draws nothing before the app.
 */
export function prerenderPages(src: string, options: Partial<Record<string, DrawnPageOptions>> = {}): Plugin {
  let config: ResolvedConfig;
  let code: string[] | undefined;
  let files: Record<string, string[]> = {};
  let shellStyles: string[] = [];
  return {
    name: 'maison:prerender-pages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      code = entryFiles(bundle);
      files = pageFiles(bundle, src, ['admin']);
      shellStyles = entryStyles(bundle);
    },
    async closeBundle() {
      // A build that failed before its files were written has no pages to draw into; its own
      // error is the one to read.
      if (!code) return;
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
      try {
        const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderPage: (path: string) => Promise<string> };
        // One at a time: pages share the module graph's state (the page loader's cache).
        for (const path of Object.keys(DRAWN_PAGES)) drawn.set(path, await renderPage(path));
      } finally {
        await server.close();
      }
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const [path, file] of Object.entries(DRAWN_PAGES)) {
        let html = template;
        html = replaceOnce(html, '<html lang="en">', `<html lang="en" ${DRAWN_IN_ADVANCE}>`, 'the html element');
        html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${drawn.get(path)}</div>`, 'the empty #root');
        // The app's code is started by the first-load script alone, after the paint.
        html = replaceOnce(html, `<script type="module" crossorigin src="${code[0]}"></script>`, '', 'the entry script');
        for (const chunk of code.slice(1)) {
          html = replaceOnce(html, `<link rel="modulepreload" crossorigin href="${chunk}">`, '', `the preload of ${chunk}`);
        }
        const own = files[pageForPath(path)] ?? [];
        const links = own.filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" crossorigin href="${f}">`);
        html = replaceOnce(html, '</head>', `  ${links.join('\n    ')}\n  </head>`, 'the end of head');
        // The app's own styles, which every page has, in the HTML: one request fewer before the
        // paint. (The page's styles stay links: the app's loader looks for them by address when the
        // page's code arrives, and would fetch them again.)
        for (const sheet of shellStyles) {
          const css = readFileSync(join(outDir, sheet.slice(1)), 'utf8');
          html = replaceOnce(html, `<link rel="stylesheet" crossorigin href="${sheet}">`, `<style>${css}</style>`, `the link to ${sheet}`);
        }
        if (options[path]?.preloadCode) {
          // First in the head, largest first, so the longest download starts soonest; at low
          // priority, so the paint does not wait for it.
          const chunks = [...code, ...own.filter((f) => f.endsWith('.js'))];
          const bySize = chunks.map((f) => [f, statSync(join(outDir, f.slice(1))).size] as const).sort((a, b) => b[1] - a[1]);
          const preloads = bySize.map(([f]) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}">`);
          html = replaceOnce(html, '<head>', `<head>\n    ${preloads.join('\n    ')}`, 'the head element');
        }
        writeFileSync(join(outDir, file.slice(1)), html);
      }
    },
  };
}
