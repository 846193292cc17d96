import { type RefObject, useEffect, useRef } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { signOut } from '@/lib/sign-out';
import { ADMIN_NAV } from './admin-nav';

/**
 * The admin's navigation (spec 02 §2): the eight screens, the current one marked, and LogOut.
 * Beside the screen on wide windows; an off-canvas panel under 900px, shown while `open`.
 */
export function AdminSidebar({
  id,
  open,
  onNavigate,
  panel,
}: {
  id: string;
  open: boolean;
  onNavigate: () => void;
  panel: RefObject<HTMLElement | null>;
}) {
  const navigate = useNavigate();
  const firstLink = useRef<HTMLAnchorElement>(null);

  // Opening the panel on a small screen moves focus into it, so the keyboard follows the eye.
  useEffect(() => {
    if (open) firstLink.current?.focus();
  }, [open]);

  const onLogOut = () => {
    signOut();
    void navigate('/');
  };

  return (
    <aside ref={panel} id={id} className={`admin-sidebar${open ? ' is-open' : ''}`} aria-label="Admin">
      <p className="admin-sidebar__title">Admin</p>
      <nav aria-label="Admin sections">
        <ul className="admin-sidebar__links">
          {ADMIN_NAV.map((link, index) => (
            <li key={link.path}>
              <NavLink
                ref={index === 0 ? firstLink : undefined}
                to={`/admin/${link.path}`}
                className="admin-sidebar__link"
                onClick={onNavigate}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="admin-sidebar__logout" onClick={onLogOut}>
        LogOut
      </button>
    </aside>
  );
}
