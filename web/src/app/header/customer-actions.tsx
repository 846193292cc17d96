import { CountBadge } from '@/components/count-badge';
import { CartIcon, HeartIcon } from '@/components/icons';
import { Link } from 'react-router-dom';
import type { Session } from '@/lib/session';
import { useHeaderCounts } from './use-header-counts';
import { UserMenu } from './user-menu';

/** The signed-in customer's wishlist and cart icons with their counts, and the user menu. */
export function CustomerActions({ session }: { session: Session }) {
  const counts = useHeaderCounts();
  return (
    <div className="header-actions">
      <Link to="/wishlist" className="icon-button" aria-label={countLabel('Wishlist', counts.wishlist)}>
        <HeartIcon />
        <CountBadge count={counts.wishlist} />
      </Link>
      <Link to="/cart" className="icon-button" aria-label={countLabel('Cart', counts.cart)}>
        <CartIcon />
        <CountBadge count={counts.cart} />
      </Link>
      <UserMenu username={session.username} email={session.email} />
    </div>
  );
}

function countLabel(name: string, count: number): string {
  return `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
}
