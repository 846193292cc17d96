import type { ReactNode } from 'react';
import { promoValueText } from '@shared/cart/promo-codes';
import { TAX_RATE_PERCENT } from '@shared/cart/tax';
import type { CartTotals } from '@shared/cart/totals';
import { formatCents } from '@shared/format/money';

/** The Order Summary (spec 02 §2, §9): subtotal, discount, shipping, tax and total; `children` are the step's controls. */
export function OrderSummary({ totals, children }: { totals: CartTotals; children?: ReactNode }) {
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        Order Summary
      </h2>
      {children}
      <dl className="order-summary__figures">
        <div>
          <dt>
            Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd data-testid="summary-subtotal">{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div className={totals.discountCents ? 'order-summary__discount' : ''}>
          {/* A code the cart is below the minimum of takes nothing off, so the line does not name it. */}
          <dt>Discount{totals.promo && totals.discountCents ? ` (${totals.promo.code}, ${promoValueText(totals.promo)})` : ''}</dt>
          <dd data-testid="summary-discount">{totals.discountCents ? `−${formatCents(totals.discountCents)}` : formatCents(0)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd data-testid="summary-shipping">
            {totals.itemCount === 0 ? (
              // Nothing in stock, nothing to ship: no charge to show, and not "Free" either.
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">Nothing to ship</span>
              </>
            ) : totals.subtotalCents > 0 && totals.shippingCents === 0 ? (
              'Free'
            ) : (
              formatCents(totals.shippingCents)
            )}
          </dd>
        </div>
        <div>
          <dt>Tax ({TAX_RATE_PERCENT}%)</dt>
          <dd data-testid="summary-tax">{formatCents(totals.taxCents)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
    </aside>
  );
}
