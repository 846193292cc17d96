import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import type { PageEntry } from '../src/app/page-table';
import { loadPageTable } from './page-table';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** Each page's files past what the entry already loads: its chunk, the chunks it imports, their styles. */
export function pageFiles(bundle: Bundle, src: string, pages: Readonly<Record<string, PageEntry>>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Chunk, into = new Set<Chunk>()) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const name of start.imports) closure(byName.get(name)!, into);
    return into;
  };
  const shell = new Set<Chunk>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, shell);
  const files: Record<string, string[]> = {};
  for (const [name, { module }] of Object.entries(pages)) {
    const path = join(src, module);
    const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === path));
    if (!page) throw new Error(`No chunk for the ${name} page (${module})`);
    const own = [...closure(page)].filter((chunk) => !shell.has(chunk));
    files[name] = [
      ...own.map((chunk) => `/${chunk.fileName}`),
      ...own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`)),
    ];
  }
  return files;
}

/** The app's one entry chunk. */
function entryChunk(bundle: Bundle): Chunk {
  const entries = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk' && output.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return entries[0]!;
}

/** The app's entry chunk, then the chunks it imports: what a prerendered page fetches once it has painted. */
export function entryFiles(bundle: Bundle): string[] {
  const entry = entryChunk(bundle);
  return [entry.fileName, ...entry.imports].map((file) => `/${file}`);
}

/** The styles of the app's entry chunk: those index.html links. */
export function entryStyles(bundle: Bundle): string[] {
  return [...(entryChunk(bundle).viteMetadata?.importedCss ?? [])].map((css) => `/${css}`);
}

/**
 * Builds web/src/first-load.ts into a small plain script that the page loads first, before the
 * app: it is told each page's files, so a first visit fetches the page it opened alongside
 * React instead of after it. Pages the table marks `firstLoad: false` are left to the app's own
 * loader (every visitor downloads the list). The dev server loads the source as it is.
 */
export function firstLoadScript(src: string): Plugin {
  let fileName: string | undefined;
  return {
    name: 'maison:first-load-script',
    generateBundle: {
      // Before the HTML is written, which names the script.
      order: 'pre',
      async handler(_options, bundle) {
        const { PAGES, REDIRECTS } = await loadPageTable(src);
        const files = pageFiles(bundle, src, PAGES);
        // Each page's paths and files (none for a page left to the app's loader), and the redirects.
        const firstLoad = {
          pages: Object.fromEntries(
            Object.entries(PAGES).map(([name, page]) => [name, { paths: page.paths, files: page.firstLoad === false ? [] : files[name] }]),
          ),
          redirects: REDIRECTS,
        };
        const built = await build({
          entryPoints: [join(src, 'first-load.ts')],
          bundle: true,
          minify: true,
          write: false,
          format: 'iife',
          target: 'es2020',
          define: {
            FIRST_LOAD_PAGES: JSON.stringify(firstLoad),
            ENTRY_FILES: JSON.stringify(entryFiles(bundle)),
          },
          logLevel: 'silent',
          metafile: true,
        });
        // It runs before everything else on every first visit: a package slipped in through a
        // shared module (React, say) would be downloaded twice.
        const packages = Object.keys(built.metafile.inputs).filter((input) => input.includes('node_modules'));
        if (packages.length > 0) throw new Error(`The first-load script bundles packages: ${packages.join(', ')}`);
        const source = built.outputFiles[0]!.text;
        fileName = `assets/first-load-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => [
        ctx.server
          ? { tag: 'script', attrs: { type: 'module', src: '/src/first-load.ts' }, injectTo: 'head-prepend' }
          : { tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
  };
}
