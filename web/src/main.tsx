import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/app-routes';
import { preloadPage } from './app/pages';
import { BrowserRouter } from 'react-router-dom';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render waits for the page's code, so the page paints in one go; if it cannot load,
// the render goes ahead and the page's own loader meets the failure.
// A transition, so React renders in slices that leave the main thread free between them
// rather than in one long task.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
preloadPage(window.location.pathname).then(render, render);
