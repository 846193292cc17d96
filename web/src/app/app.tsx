import { type ComponentType, type ReactNode, StrictMode, useState } from 'react';
import { type DrawnProductPage, DrawnProductPageContext } from '@/features/shop/api/drawn-product-page';
import { markHydrated } from '@/lib/prerendered';
import { type QueryClientHolder, QueryClientHolderContext } from '@/lib/query-client-holder';
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
 * shows on both sides. Server answers are cached in one query client per app (so per drawn page
 * too), which the first page that queries makes (lib/with-queries.tsx).
 */
export function App({ Router, productPage }: { Router: ComponentType<{ children: ReactNode }>; productPage?: DrawnProductPage }) {
  const [queries] = useState<QueryClientHolder>(() => ({}));
  return (
    <StrictMode>
      <TakeOver />
      <QueryClientHolderContext.Provider value={queries}>
        <DrawnProductPageContext.Provider value={productPage}>
          <Router>
            <AppRoutes />
          </Router>
        </DrawnProductPageContext.Provider>
      </QueryClientHolderContext.Provider>
    </StrictMode>
  );
}
