// The first script a page runs, before the framework has downloaded: a plain script outside the
// app's bundle (web/build/first-load-script.ts builds it). It fetches the code and styles of the
// page the address shows at once, alongside React and the app shell instead of after them, and
// on the shop starts the catalogue request.
import { pageMatching } from '@/app/page-paths';
import { startEarlyCatalogue } from '@/lib/catalog/early-catalogue';
import { isPrerendered } from '@/lib/prerendered';

/**
 * Each page's paths and own files past the app shell (chunks and styles), and the redirects:
 * the page table's (web/src/app/page-table.ts), written in by the build.
 */
declare const FIRST_LOAD_PAGES:
  { pages: Record<string, { paths: string[]; files: string[] }>; redirects: Record<string, string> } | undefined;
/** The app's entry script, then the chunks it imports, written in by the build. */
declare const ENTRY_FILES: string[] | undefined;

startEarlyCatalogue();

function preload(file: string): void {
  const link = document.createElement('link');
  // Styles as a preload, not a stylesheet: the app's loader still adds the stylesheet and waits
  // for it before showing the page, which it would not do for a stylesheet already in place.
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

// The dev server serves modules one by one, so it has no files to name.
const pageFiles =
  typeof FIRST_LOAD_PAGES === 'undefined'
    ? []
    : (FIRST_LOAD_PAGES.pages[pageMatching<string>(FIRST_LOAD_PAGES.pages, FIRST_LOAD_PAGES.redirects, location.pathname, 'home')]?.files ??
      []);

if (!isPrerendered() || typeof ENTRY_FILES === 'undefined') {
  for (const file of pageFiles) preload(file);
} else {
  // A page the build prerendered (home.html, shop.html; web/build/prerender-pages.ts) paints
  // from its HTML alone, and the app's code runs once that paint has happened (the shop's HTML
  // has started fetching it; the home page's is fetched now), then hydrates the page. So the
  // code never holds the first paint up.
  const [entry, ...imports] = ENTRY_FILES;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const file of [...imports, ...pageFiles]) preload(file);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry!;
    document.head.append(script);
  };
  // A tab opened in the background paints nothing until it is shown: it starts at once.
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    start();
  } else {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // Whatever happens to the paint, the app is never held back longer than this.
    setTimeout(start, 2000);
  }
}
