import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderedShell, productPageTemplate } from '../../build/prerendered-shell';

/** Asset names as a build gives them, for tests of what the build does with them. */
export const BUILT = {
  entry: '/assets/index-ab12cd34.js',
  react: '/assets/react-ab12cd34.js',
  shellStyle: '/assets/index-ab12cd34.css',
  pageScript: '/assets/product-page-ab12cd34.js',
  pageStyle: '/assets/product-page-ab12cd34.css',
  firstLoad: '/assets/first-load-ab12cd34.js',
} as const;

/** web/index.html as Vite writes it into web/dist: the built entry, its import and its styles linked. */
export function builtIndexHtml(): string {
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'index.html'), 'utf8');
  const head = [
    `<script async src="${BUILT.firstLoad}"></script>`,
    `<script type="module" crossorigin src="${BUILT.entry}"></script>`,
    `<link rel="modulepreload" crossorigin href="${BUILT.react}">`,
    `<link rel="stylesheet" crossorigin href="${BUILT.shellStyle}">`,
  ];
  return source
    .replace('<head>', `<head>\n    ${head.join('\n    ')}`)
    .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '');
}

/** The product page template the build writes from that index.html (web/build/prerender-pages.ts). */
export function builtProductPageTemplate(): string {
  const shell = prerenderedShell(builtIndexHtml(), {
    code: [BUILT.entry, BUILT.react],
    page: [BUILT.pageScript, BUILT.pageStyle],
    shellStyles: new Map([[BUILT.shellStyle, '.app{display:flex}']]),
  });
  return productPageTemplate(shell);
}
