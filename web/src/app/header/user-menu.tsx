import { useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { useDismiss } from '@/components/use-dismiss';
import { Link, useNavigate } from 'react-router-dom';
import { signOut } from '@/lib/sign-out';

/** The avatar button and its panel: who is signed in, Profile, and Sign Out. */
export function UserMenu({ username, email }: { username: string; email: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useDismiss(open, () => setOpen(false), panel, trigger);

  const onSignOut = () => {
    setOpen(false);
    signOut();
    void navigate('/');
  };

  return (
    <div className="user-menu">
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account menu for ${username || 'you'}`}
        onClick={() => setOpen((now) => !now)}
      >
        {/* The initial is drawn by CSS, so the button's visible text is the username its name contains. */}
        <span className="avatar avatar--drawn" data-initial={initialOf(username)} aria-hidden="true" />
        <span className="user-menu__name">{username}</span>
        <ChevronDownIcon size={16} className="user-menu__chevron" />
      </button>
      <div ref={panel} id={panelId} className="user-menu__panel" hidden={!open}>
        <div className="user-menu__who">
          <span className="avatar avatar--large" aria-hidden="true">
            {initialOf(username)}
          </span>
          <div>
            <p className="user-menu__username">{username}</p>
            <p className="user-menu__email">{email}</p>
          </div>
        </div>
        <Link to="/profile" className="user-menu__item" onClick={() => setOpen(false)}>
          Profile
        </Link>
        <button type="button" className="user-menu__item" onClick={onSignOut}>
          Sign Out
        </button>
      </div>
    </div>
  );
}

export function initialOf(username: string): string {
  return (username.trim()[0] ?? '?').toUpperCase();
}
