import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/app-routes';
import { preloadPage } from './app/pages';
import { BrowserRouter } from './lib/router';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

preloadPage(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
