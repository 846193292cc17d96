import { ORDER_MESSAGES, emptyOrdersHint } from '@/lib/orders/order-messages';
import { SkeletonList } from '../skeleton-list';
import { LoadErrorPanel, StatePanel } from '../state-panel';
import { Link } from 'react-router-dom';

/** The list could not be loaded (spec 01 §8): the message and Try Again. */
export function OrdersError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorPanel title={ORDER_MESSAGES.loadErrorTitle} onRetry={onRetry}>
      {message}
    </LoadErrorPanel>
  );
}

/** No orders in this tab or for this search (spec 01 §2). */
export function OrdersEmpty({ search }: { search: string }) {
  return (
    <StatePanel
      title={ORDER_MESSAGES.emptyTitle}
      action={
        <Link to="/products" className="button button--ghost">
          {ORDER_MESSAGES.browseProducts}
        </Link>
      }
    >
      {emptyOrdersHint(search)}
    </StatePanel>
  );
}

/** Placeholder cards while the orders load. */
export function OrdersSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonList
      label="Loading orders…"
      count={count}
      listClassName="order-list"
      rowClassName="order-card order-skeleton"
      row={() => (
        <>
          <div className="order-skeleton__row">
            <span className="order-skeleton__bar order-skeleton__bar--title shimmer" />
            <span className="order-skeleton__bar order-skeleton__bar--badge shimmer" />
          </div>
          <span className="order-skeleton__bar order-skeleton__bar--date shimmer" />
          <span className="order-skeleton__line shimmer" />
          <span className="order-skeleton__line shimmer" />
        </>
      )}
    />
  );
}
