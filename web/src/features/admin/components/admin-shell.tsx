import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../../components/icons';
import { useDismiss } from '../../../components/use-dismiss';
import { AdminSidebar } from './admin-sidebar';

/**
 * The admin area's frame under the site header: the sidebar and the current screen. On small
 * screens a toggle opens the sidebar over the page; it closes on navigation, Escape or a press
 * outside.
 */
export function AdminShell() {
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  useDismiss(open, close, panel, toggle);
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="admin-shell">
      <div className="admin-shell__bar">
        <button
          ref={toggle}
          type="button"
          className="admin-shell__toggle"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
          <span>Admin menu</span>
        </button>
      </div>
      <AdminSidebar id={sidebarId} open={open} onNavigate={close} panel={panel} />
      {open && <div className="admin-shell__backdrop" aria-hidden="true" />}
      <div className="admin-shell__screen">
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/** While a screen's code arrives: a quiet placeholder, announced to screen readers. */
function ScreenLoading() {
  return (
    <div className="admin-screen-loading" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <span className="admin-skeleton admin-skeleton--title" aria-hidden="true" />
      <span className="admin-skeleton admin-skeleton--block" aria-hidden="true" />
    </div>
  );
}
