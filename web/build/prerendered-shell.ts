import { PRERENDERED_MARK } from '../src/lib/prerendered';
import { PRODUCT_PAGE_HEAD_MARKER, PRODUCT_PAGE_ROOT_MARKER } from '../../shared/product-page-template';

/** Replaces `find` in `html`, or fails the build: a template change must not go unnoticed. */
function replaceOnce(html: string, find: string | RegExp, replacement: string, what: string): string {
  const found = typeof find === 'string' ? html.includes(find) : find.test(html);
  if (!found) throw new Error(`Prerender: ${what} not found in index.html`);
  return html.replace(find, () => replacement);
}

/** The type of a stylesheet link that only names a sheet the HTML has inline: not fetched, not applied. */
export const INLINED_STYLE_TYPE = 'text/x-inlined';

/** What the built index.html loads, and what a prerendered page loads instead. */
export interface ShellFiles {
  /** The app's entry script, then the chunks it imports (first-load-script.ts `entryFiles`). */
  code: readonly string[];
  /** The page's own files past the shell (first-load-script.ts `pageFiles`): its styles are linked. */
  page: readonly string[];
  /** The app's own styles by the address index.html links them at, with their text, to inline. */
  shellStyles: ReadonlyMap<string, string>;
  /**
   * The app's code and the page's, largest first, fetched from the HTML rather than after the
   * paint, though still run after it: for a page whose largest paint needs the app (the shop's
   * pictures come with its catalogue), where one more round trip before the code would hold that
   * paint up.
   */
  preloadCode?: readonly string[];
}

/**
 * index.html as the frame of a prerendered page: marked so (the app removes the mark as it
 * hydrates the page), the app's styles inline and the page's linked, and none of the app's code
 * run before the paint: the first-load script starts the app once the HTML has painted
 * (web/src/first-load.ts), and the app hydrates the page. `#root` is still empty.
 */
export function prerenderedShell(indexHtml: string, { code, page, shellStyles, preloadCode }: ShellFiles): string {
  let html = indexHtml;
  html = replaceOnce(html, '<html lang="en">', `<html lang="en" ${PRERENDERED_MARK}>`, 'the html element');
  // The app's code is started by the first-load script alone, after the paint.
  html = replaceOnce(html, `<script type="module" crossorigin src="${code[0]}"></script>`, '', 'the entry script');
  for (const chunk of code.slice(1)) {
    html = replaceOnce(html, `<link rel="modulepreload" crossorigin href="${chunk}">`, '', `the preload of ${chunk}`);
  }
  const links = page.filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" crossorigin href="${f}">`);
  html = replaceOnce(html, '</head>', `  ${links.join('\n    ')}\n  </head>`, 'the end of head');
  // The app's own styles, which every page has, in the HTML: one request fewer before the
  // paint. (The page's styles stay links: the app's loader looks for them by address when the
  // page's code arrives, and would fetch them again.) So the inlined sheet keeps a link for that
  // loader, of a type no browser fetches or applies: a lazy chunk (the shop's popup) lists the
  // app's styles among its own, and without the link the loader would add them again after the
  // page's, undoing the page's rules (the sidebar's hidden drawer buttons).
  for (const [sheet, css] of shellStyles) {
    const inlined = `<style>${css}</style><link rel="stylesheet" type="${INLINED_STYLE_TYPE}" href="${sheet}">`;
    html = replaceOnce(html, `<link rel="stylesheet" crossorigin href="${sheet}">`, inlined, `the link to ${sheet}`);
  }
  if (preloadCode?.length) {
    // First in the head, so the longest download starts soonest; at low priority, so the paint
    // does not wait for it.
    const preloads = preloadCode.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}">`);
    html = replaceOnce(html, '<head>', `<head>\n    ${preloads.join('\n    ')}`, 'the head element');
  }
  return html;
}

/** A drawn frame with its page in `#root`. */
export function withRoot(shell: string, markup: string): string {
  return replaceOnce(shell, '<div id="root"></div>', `<div id="root">${markup}</div>`, 'the empty #root');
}

/**
 * The product pages' template (web/src/render/product-page-html.tsx fills it in): the product
 * page's drawn frame with index.html's title and description, which every product has its own
 * of, taken out for the head marker, and the root marker in `#root`.
 */
export function productPageTemplate(shell: string): string {
  let html = shell;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, PRODUCT_PAGE_HEAD_MARKER, 'the title');
  html = replaceOnce(html, /\s*<meta\s+name="description"[^>]*>/, '', 'the meta description');
  return withRoot(html, PRODUCT_PAGE_ROOT_MARKER);
}
