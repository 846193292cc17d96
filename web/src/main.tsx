import '@/styles/index.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { readDrawnProductPage } from '@/features/shop/api/drawn-product-page';
import { isPrerendered } from '@/lib/prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render waits for the page's code, so the page paints in one go; if it cannot load,
// the render goes ahead and the page's own loader meets the failure.
// A prerendered page (home.html, shop.html, a product's page) is hydrated: its markup stays,
// and comes alive; a product page's first render shows the data it was drawn from, so it draws
// the same markup. Otherwise a transition, so React renders in slices that leave the main thread
// free between them rather than in one long task.
const render = () =>
  startTransition(() => {
    const app = <App Router={BrowserRouter} productPage={readDrawnProductPage()} />;
    if (isPrerendered()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
preloadPage(window.location.pathname).then(render, render);
