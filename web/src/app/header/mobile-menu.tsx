import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { useDismiss } from '@/components/use-dismiss';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Session } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { MainNav } from './main-nav';

/** The small-screen menu: the page links, then Profile and Logout (a guest's Login and Sign Up stay in the bar). */
export function MobileMenu({ session }: { session: Session | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  useDismiss(open, close, panel, trigger);
  useEffect(() => setOpen(false), [pathname]);

  const onLogout = () => {
    close();
    signOut();
    void navigate('/');
  };

  return (
    <div className="mobile-menu">
      <button
        ref={trigger}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((now) => !now)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div ref={panel} id={panelId} className="mobile-menu__panel" hidden={!open}>
        <nav aria-label="Mobile">
          <MainNav signedIn={session !== null} className="mobile-menu__links" onNavigate={close} />
        </nav>
        {session && (
          <div className="mobile-menu__account">
            <p className="mobile-menu__who">
              Signed in as <strong>{session.username}</strong>
            </p>
            <Link to="/profile" className="mobile-menu__item" onClick={close}>
              Profile
            </Link>
            <button type="button" className="mobile-menu__item" onClick={onLogout}>
              Logout
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
