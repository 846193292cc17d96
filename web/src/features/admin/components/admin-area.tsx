import { useNavigate } from 'react-router-dom';
import { signOut } from '../../../lib/sign-out';
import './admin-area.css';

/**
 * The admin area's entry, loaded on demand in a chunk of its own. The dashboard and the
 * management screens (spec 02) grow from here; until then an admin can at least sign out.
 */
export default function AdminArea() {
  const navigate = useNavigate();
  const onSignOut = () => {
    signOut();
    void navigate('/');
  };
  return (
    <section className="admin-area page container" aria-labelledby="admin-title">
      <p className="eyebrow">Administration</p>
      <h1 id="admin-title">Maison Admin</h1>
      <p className="admin-area__note">The dashboard and the management screens are on their way.</p>
      <button type="button" className="button button--ghost" onClick={onSignOut}>
        LogOut
      </button>
    </section>
  );
}
