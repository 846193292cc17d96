import { Link } from 'react-router-dom';
import './footer.css';

/** The admin area's footer: one quiet line, with the way back to the shop; none of the shop's links. */
export function AdminFooter() {
  return (
    <footer className="admin-footer">
      <div className="admin-footer__line">
        <p>© {new Date().getFullYear()} Maison · Administration</p>
        <Link to="/">View the shop</Link>
      </div>
    </footer>
  );
}
