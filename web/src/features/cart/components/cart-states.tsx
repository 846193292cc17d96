import { CHECKOUT_MESSAGES } from '@shared/cart/checkout-messages';
import { LoadErrorPanel, StatePanel } from '@/components/state-panel';
import { Link } from 'react-router-dom';

/** The cart could not be loaded (spec 02 §8): the message and Try Again. */
export function CartError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <LoadErrorPanel title="Your cart could not be loaded" onRetry={onRetry}>
      {message}
    </LoadErrorPanel>
  );
}

/** 'Your cart is empty' with Continue Shopping to /shop (spec 02 §2). */
export function CartEmpty() {
  return (
    <StatePanel
      title={CHECKOUT_MESSAGES.emptyCart}
      action={
        <Link to="/shop" className="button">
          Continue Shopping
        </Link>
      }
    >
      Discover a scent you love and it will wait for you here.
    </StatePanel>
  );
}

/** Placeholder lines and summary while the cart loads. */
export function CartSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading your cart…</span>
      <div className="cart-layout" aria-hidden="true">
        <ul className="cart-lines">
          {[0, 1].map((i) => (
            <li key={i} className="cart-line cart-line--skeleton">
              <span className="cart-line__media shimmer" />
              <span className="cart-skeleton__bars">
                <span className="cart-skeleton__bar shimmer" />
                <span className="cart-skeleton__bar cart-skeleton__bar--short shimmer" />
              </span>
            </li>
          ))}
        </ul>
        <div className="order-summary cart-skeleton__summary shimmer" />
      </div>
    </div>
  );
}
