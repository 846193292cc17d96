import { Link } from 'react-router-dom';

/** The wordmark, linking home. */
export function BrandMark({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand-mark" aria-label="Maison, home">
      <span className="brand-mark__word">Maison</span>
      <span className="brand-mark__tag" aria-hidden="true">
        Parfums
      </span>
    </Link>
  );
}
