import { countBadge } from './count-badge-text';
import './count-badge.css';

/** The small number on the cart and wishlist icons: "99+" above 99, nothing at zero. */
export function CountBadge({ count }: { count: number }) {
  const text = countBadge(count);
  if (text === null) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {text}
    </span>
  );
}
