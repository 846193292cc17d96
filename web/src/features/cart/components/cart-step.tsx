import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CHECKOUT_MESSAGES, checkoutBlockReason } from '@shared/cart/checkout-messages';
import { type CartLine, splitByStock } from '../cart-line';
import { freeShippingBanner } from '@shared/cart/shipping';
import type { CartTotals } from '@shared/cart/totals';
import { LockIcon, TruckIcon } from '@/components/promise-icons';
import { CartLineItem } from './cart-line-item';
import { OrderSummary } from './order-summary';
import { PromoField } from './promo-field';
import type { PromoState } from './use-promo';

interface CartStepProps {
  lines: CartLine[];
  totals: CartTotals;
  promo: PromoState;
  notice: string;
  onDismissNotice: () => void;
  /** The Secure Checkout refusal, 'No items available for checkout'. */
  checkoutError: string;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onCheckout: () => void;
}

/** Step 1 (spec 02 §2): the free-shipping banner, Available Items, Out of Stock, and the Order Summary with the promo field. */
export function CartStep(props: CartStepProps) {
  const { lines, totals, promo, notice, checkoutError } = props;
  const { available, outOfStock } = splitByStock(lines);
  const banner = freeShippingBanner(totals.subtotalCents);
  // Nothing in stock: Secure Checkout is unavailable, and the summary says why before any press.
  const blocked = checkoutBlockReason(lines);
  const blockedId = useId();
  return (
    <div className="cart-layout">
      <div className="cart-main">
        {banner && (
          <p className="cart-banner" data-testid="free-shipping-banner">
            <TruckIcon size={20} />
            {banner}
          </p>
        )}
        <div className="cart-notice" role="alert">
          {notice && (
            <p className="form-message cart-notice__text">
              <span>{notice}</span>
              <button type="button" className="text-button" onClick={props.onDismissNotice}>
                Dismiss
              </button>
            </p>
          )}
        </div>
        <LineList title="Available Items" lines={available} onQuantity={props.onQuantity} onRemove={props.onRemove} />
        <LineList title="Out of Stock" lines={outOfStock} onQuantity={props.onQuantity} onRemove={props.onRemove} />
      </div>
      <OrderSummary totals={totals}>
        <PromoField promo={promo} subtotalCents={totals.subtotalCents} />
        <div className="order-summary__actions">
          <button
            type="button"
            className="button button--block"
            aria-disabled={blocked ? true : undefined}
            aria-describedby={blocked ? blockedId : undefined}
            onClick={blocked ? undefined : props.onCheckout}
          >
            <LockIcon size={18} />
            Secure Checkout
          </button>
          {blocked && (
            <p id={blockedId} className="order-summary__blocked">
              <strong>{blocked}.</strong> {CHECKOUT_MESSAGES.nothingInStockHint} <Link to="/shop">Continue shopping</Link>
            </p>
          )}
          <p className="order-summary__error" role="alert">
            {blocked ? '' : checkoutError}
          </p>
        </div>
      </OrderSummary>
    </div>
  );
}

function LineList({
  title,
  lines,
  onQuantity,
  onRemove,
}: { title: string; lines: CartLine[] } & Pick<CartStepProps, 'onQuantity' | 'onRemove'>) {
  if (lines.length === 0) return null;
  const id = `cart-list-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="cart-list" aria-labelledby={id}>
      <h2 id={id} className="cart-list__title">
        {title} <span className="cart-list__count">({lines.length})</span>
      </h2>
      <ul className="cart-lines">
        {lines.map((line) => (
          <CartLineItem key={line.productId} line={line} onQuantity={onQuantity} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}
