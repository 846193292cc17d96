import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { markTakenOver } from '../lib/drawn-in-advance';
import { useBrowserLayoutEffect } from '../lib/use-browser-layout-effect';
import { AppRoutes } from './app-routes';

/** On a page drawn in advance (home.html, shop.html), the app's first commit shows what it had hidden. */
function TakeOver() {
  useBrowserLayoutEffect(markTakenOver, []);
  return null;
}

/**
 * The whole app under a router: main.tsx gives it the browser's, the build's prerender
 * (prerender.tsx) a static one at `/`. Both draw this same tree, so the browser can hydrate the
 * drawn pages instead of drawing them again.
 */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <TakeOver />
      <Router>
        <AppRoutes />
      </Router>
    </StrictMode>
  );
}
