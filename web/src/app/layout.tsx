import { ToastViewport } from '@/components/toast/toast-viewport';
import { AuthModalHost } from '@/features/auth/components/auth-modal-host';
import { PendingActionRunner } from '@/features/shop/pending-action-runner';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { ScrollToTop } from './scroll-to-top';

/** Every page: a skip link, the header, the page itself, the footer. */
export function Layout() {
  return (
    <div className="app">
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <AuthModalHost />
      <PendingActionRunner />
      <ToastViewport />
    </div>
  );
}
