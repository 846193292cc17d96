// The first script a page runs, before the framework has downloaded: a plain script outside the
// app's bundle (web/build/first-load-script.ts builds it). It fetches the code and styles of the
// page the address shows at once, alongside React and the app shell instead of after them, and
// on the shop starts the catalogue request.
import { pageForPath } from './app/page-for-path';
import { startEarlyCatalogue } from './features/shop/api/early-catalogue';

/** Each page's own files past the app shell (chunks and styles), written in by the build. */
declare const PAGE_FILES: Partial<Record<string, string[]>> | undefined;

startEarlyCatalogue();

// The dev server serves modules one by one, so it has no files to name.
const files = typeof PAGE_FILES === 'undefined' ? [] : (PAGE_FILES[pageForPath(location.pathname)] ?? []);
for (const file of files) {
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
