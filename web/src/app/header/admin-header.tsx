import type { Session } from '@/lib/session';
import { BrandMark } from './brand-mark';
import { initialOf } from './user-menu';

/** The admin's minimal header: the brand, the username and the role (spec 01 §2). */
export function AdminHeader({ session }: { session: Session }) {
  return (
    <div className="site-header__bar container">
      <BrandMark to="/admin" />
      <p className="admin-identity">
        <span className="avatar" aria-hidden="true">
          {initialOf(session.username)}
        </span>
        <span className="admin-identity__name">{session.username}</span>
        <span className="role-badge">{session.role}</span>
      </p>
    </div>
  );
}
