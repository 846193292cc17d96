import { Suspense, useEffect, useId, useRef, useState, useEffectEvent } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { useDismiss } from '@/components/use-dismiss';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminSidebar } from './admin-sidebar';

/** Where the sidebar sits beside the screen (admin-area.css holds the same width). */
const WIDE_SIDEBAR = '(min-width: 900px)';

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
  useCloseWhenWide(close);

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
      {/* While the panel covers the screen, the screen behind takes no focus. */}
      <div className="admin-shell__screen" inert={open}>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

// The sidebar stops being a panel at 900px: a window widened while it is open closes it.
function useCloseWhenWide(close: () => void) {
  const onWide = useEffectEvent(close);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SIDEBAR);
    const onChange = () => wide.matches && onWide();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);
}

/** While a screen's code arrives: a quiet placeholder, announced to screen readers. */
function ScreenLoading() {
  return (
    <div className="admin-screen-loading" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <span className="admin-skeleton shimmer admin-skeleton--title" aria-hidden="true" />
      <span className="admin-skeleton shimmer admin-skeleton--block" aria-hidden="true" />
    </div>
  );
}
