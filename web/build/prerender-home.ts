import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plugin, type ResolvedConfig, createServer } from 'vite';
import { DRAWN_IN_ADVANCE } from '../src/lib/drawn-in-advance';
import { entryFiles, pageFiles } from './first-load-script';

/** Replaces `find` in `html`, or fails the build: a template change must not go unnoticed. */
function replaceOnce(html: string, find: string, replacement: string, what: string): string {
  if (!html.includes(find)) throw new Error(`Home page prerender: ${what} not found in index.html`);
  return html.replace(find, () => replacement);
}

/**
 * Writes `home.html`: index.html with the home page as a guest first sees it already drawn in
 * `#root` (web/src/prerender.tsx, rendered through a server-side Vite), its styles linked, and
 * none of the app's code named. The first-load script fetches and starts the app once that HTML
 * has painted (web/src/first-load.ts); the app hydrates it, then shows whoever is signed in.
 * The server answers a bare `/` with it (CloudFront's viewer function, the local static site);
 * every other address keeps index.html, which draws nothing before the app.
 */
export function prerenderHome(src: string): Plugin {
  let config: ResolvedConfig;
  let code: string[] = [];
  let styles: string[] = [];
  return {
    name: 'maison:prerender-home',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      code = entryFiles(bundle);
      styles = (pageFiles(bundle, src, ['admin']).home ?? []).filter((file) => file.endsWith('.css'));
    },
    async closeBundle() {
      const server = await createServer({
        configFile: config.configFile,
        // The build's modules (React Router's production build among them), so the markup is
        // what the shipped code draws.
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      let drawn: string;
      try {
        const { renderHome } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderHome: () => Promise<string> };
        drawn = await renderHome();
      } finally {
        await server.close();
      }
      const outDir = resolve(config.root, config.build.outDir);
      let html = readFileSync(join(outDir, 'index.html'), 'utf8');
      html = replaceOnce(html, '<html lang="en">', `<html lang="en" ${DRAWN_IN_ADVANCE}>`, 'the html element');
      html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${drawn}</div>`, 'the empty #root');
      // The app's code is named by the first-load script alone, which fetches it after the paint.
      html = replaceOnce(html, `<script type="module" crossorigin src="${code[0]}"></script>`, '', 'the entry script');
      for (const file of code.slice(1)) {
        html = replaceOnce(html, `<link rel="modulepreload" crossorigin href="${file}">`, '', `the preload of ${file}`);
      }
      const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('\n    ');
      html = replaceOnce(html, '</head>', `  ${links}\n  </head>`, 'the end of head');
      writeFileSync(join(outDir, 'home.html'), html);
    },
  };
}
