import { accessDeniedMessage } from '@/lib/auth/role-access';
import { useNavigate } from 'react-router-dom';
import './guards.css';
import { DocumentTitle } from '@/components/document-title';

/** Shown for a stored role the route does not allow (spec 01 §6): the message with the role, and Go to Home. */
export function AccessDenied({ role }: { role?: string | null }) {
  const navigate = useNavigate();
  return (
    <section className="access-denied page container" aria-labelledby="access-denied-title">
      <DocumentTitle>Access Denied — Maison</DocumentTitle>
      <div className="access-denied__card" role="alert">
        <p className="eyebrow">Restricted</p>
        <h1 id="access-denied-title">Access Denied</h1>
        <p className="access-denied__message">{accessDeniedMessage(role)}</p>
        <button type="button" className="button" onClick={() => void navigate('/')}>
          Go to Home
        </button>
      </div>
    </section>
  );
}
