import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isPrerendered } from '@/lib/prerendered';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';

/**
 * Every change of page starts at the top (spec 01 §2), Back and Forward included: the pages
 * render their content after fetching it, so the browser's own restoration would land on a
 * position in a page still loading, and then jump. It is switched off, so nothing fights this.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useBrowserLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  // A prerendered page may be scrolled before the app hydrates it: where the
  // visitor scrolled to stays.
  const hydrated = useRef(isPrerendered());
  useBrowserLayoutEffect(() => {
    if (hydrated.current) {
      hydrated.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
