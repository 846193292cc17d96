import { Link } from 'react-router-dom';

/** The wordmark, linking home; its name starts with the words it shows, as voice control expects. */
export function BrandMark({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand-mark" aria-label="Maison Parfums, home">
      <span className="brand-mark__word">Maison</span> <span className="brand-mark__tag">Parfums</span>
    </Link>
  );
}
