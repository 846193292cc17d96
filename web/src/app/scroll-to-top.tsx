import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every change of page starts at the top (spec 01 §2), Back and Forward included: the pages
 * render their content after fetching it, so the browser's own restoration would land on a
 * position in a page still loading, and then jump. It is switched off, so nothing fights this.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
