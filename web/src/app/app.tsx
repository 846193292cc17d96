import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, useState } from 'react';
import { type DrawnProductPage, DrawnProductPageContext } from '@/features/shop/api/drawn-product-page';
import { markHydrated } from '@/lib/prerendered';
import { newQueryClient } from '@/lib/query-client';
import { useBrowserLayoutEffect } from '@/lib/use-browser-layout-effect';
import { AppRoutes } from './app-routes';

/** On a prerendered page (home.html, shop.html), the app's first commit shows what it had hidden. */
function TakeOver() {
  useBrowserLayoutEffect(markHydrated, []);
  return null;
}

/**
 * The whole app under a router: main.tsx gives it the browser's, the build's prerender
 * (prerender.tsx) and the product page renderer (render/product-page-html.tsx) a static one.
 * Both draw this same tree, so the browser can hydrate the drawn pages instead of drawing them
 * again. A product page drawn outside the browser comes with its data, which its first render
 * shows on both sides. Server answers are cached in one query client per app (so per drawn page too).
 */
export function App({ Router, productPage }: { Router: ComponentType<{ children: ReactNode }>; productPage?: DrawnProductPage }) {
  const [queryClient] = useState(newQueryClient);
  return (
    <StrictMode>
      <TakeOver />
      <QueryClientProvider client={queryClient}>
        <DrawnProductPageContext.Provider value={productPage}>
          <Router>
            <AppRoutes />
          </Router>
        </DrawnProductPageContext.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
