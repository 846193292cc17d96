import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The pages of `app/pages.ts` by name, each with its module (no extension), read from its `import()`s. */
function pageModules(src: string): Map<string, string> {
  const file = join(src, 'app', 'pages.ts');
  const found = [...readFileSync(file, 'utf8').matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)];
  if (found.length === 0) throw new Error(`No page imports found in ${file}`);
  // `@/features/shop/…` is web/src's own alias (tsconfig.json's paths).
  return new Map(
    found.map(([, name, path]) => [name!, path!.startsWith('@/') ? join(src, path!.slice(2)) : resolve(dirname(file), path!)]),
  );
}

/** Each page's files past what the entry already loads: its chunk, the chunks it imports, their styles. */
export function pageFiles(bundle: Bundle, src: string, except: readonly string[]): Record<string, string[]> {
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
  for (const [name, module] of pageModules(src)) {
    if (except.includes(name)) continue;
    const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === module));
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
 * React instead of after it. Pages in `except` are left to the app's own loader (every visitor
 * downloads the list). The dev server loads the source as it is.
 */
export function firstLoadScript(src: string, { except = [] }: { except?: readonly string[] } = {}): Plugin {
  let fileName: string | undefined;
  return {
    name: 'maison:first-load-script',
    generateBundle: {
      // Before the HTML is written, which names the script.
      order: 'pre',
      async handler(_options, bundle) {
        const built = await build({
          entryPoints: [join(src, 'first-load.ts')],
          bundle: true,
          minify: true,
          write: false,
          format: 'iife',
          target: 'es2020',
          define: {
            PAGE_FILES: JSON.stringify(pageFiles(bundle, src, except)),
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
