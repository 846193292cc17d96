import { ToastViewport } from '@/components/toast/toast-viewport';
import { AuthModalHost } from '@/features/auth/components/auth-modal-host';
import { PendingActionRunner } from '@/features/shop/pending-action-runner';
import { Outlet } from 'react-router-dom';
import { PageFooter } from './footer/page-footer';
import { SiteHeader } from './header/site-header';
import { ScrollToTop } from './scroll-to-top';

/** Every page: a skip link, the header, the page itself, the footer (the admin area's own under /admin). */
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
      <PageFooter />
      <AuthModalHost />
      <PendingActionRunner />
      <ToastViewport />
    </div>
  );
}
