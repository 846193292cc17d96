import { WISHLIST_MESSAGES } from '../wishlist-messages';
import { CardSkeletons } from '@/components/card-skeletons';
import { LoadErrorPanel, StatePanel } from '@/components/state-panel';
import { Link } from 'react-router-dom';

/**
 * The wishlist could not be loaded (spec 02 §2, §8): the message and Try Again. The spec's bare
 * 'Server error: {status}' comes after a sentence that says what it means for the shopper.
 */
export function WishlistError({ message, help, onRetry }: { message: string; help: string | null; onRetry: () => void }) {
  return (
    <LoadErrorPanel title={WISHLIST_MESSAGES.loadErrorTitle} onRetry={onRetry}>
      {help ? (
        <>
          {help} <span className="state-panel__detail">({message})</span>
        </>
      ) : (
        message
      )}
    </LoadErrorPanel>
  );
}

/** Nothing saved yet (spec 02 §2): Explore Products leads to the shop. */
export function WishlistEmpty() {
  return (
    <StatePanel
      title={WISHLIST_MESSAGES.emptyTitle}
      action={
        <Link to="/shop" className="button">
          {WISHLIST_MESSAGES.exploreProducts}
        </Link>
      }
    >
      {WISHLIST_MESSAGES.emptyHint}
    </StatePanel>
  );
}

/** Placeholder cards while the wishlist loads. */
export function WishlistSkeleton({ count = 4 }: { count?: number }) {
  return <CardSkeletons count={count} label={WISHLIST_MESSAGES.loading} gridClassName="wish-grid" />;
}
