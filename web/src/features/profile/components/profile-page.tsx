import { Link, Navigate, useNavigate } from 'react-router-dom';
import { signOut } from '@/lib/sign-out';
import { useSession } from '@/lib/use-session';
import { AlertSettings } from './alert-settings';
import './profile.css';
import { DocumentTitle } from '@/components/document-title';
import { withQueries } from '@/lib/with-queries';

/**
 * /profile: who is signed in, as this browser stored it at sign-in (username, email, role,
 * verification), and Sign Out; a customer also sets their wishlist alerts. A guest is sent home.
 */
function ProfilePageContent() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return <Navigate to="/" replace />;

  const onSignOut = () => {
    signOut();
    void navigate('/');
  };
  const isAdmin = session.role === 'admin';

  return (
    <section className="profile page container" aria-labelledby="profile-title">
      <DocumentTitle>Your Profile — Maison</DocumentTitle>
      <div className="profile-card">
        <span className="profile-card__avatar" aria-hidden="true">
          {(session.username.trim()[0] ?? '?').toUpperCase()}
        </span>
        <p className="eyebrow">Your account</p>
        <h1 id="profile-title">Profile</h1>
        <dl className="profile-card__facts">
          <div>
            <dt>Username</dt>
            <dd>{session.username || '—'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{session.email || '—'}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{isAdmin ? 'Administrator (admin)' : 'Customer (user)'}</dd>
          </div>
          <div>
            <dt>Email verified</dt>
            <dd>{session.isEmailVerified ? 'Yes' : 'No'}</dd>
          </div>
        </dl>
        <div className="profile-card__actions">
          {isAdmin ? (
            <Link to="/admin" className="button button--ghost">
              Admin area
            </Link>
          ) : (
            <Link to="/orders" className="button button--ghost">
              My Orders
            </Link>
          )}
          <button type="button" className="button" onClick={onSignOut}>
            Sign Out
          </button>
        </div>
        {!isAdmin && <AlertSettings />}
      </div>
    </section>
  );
}

/** The page, under the app's query client. */
export const ProfilePage = withQueries(ProfilePageContent);
