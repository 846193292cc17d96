import { formatMoney } from '@shared/format/money';
import type { Order } from '@shared/types';

/**
 * An order's figures: subtotal, discount (with its code), shipping ('Free' at 0), tax and the
 * total. `block` names the CSS block, so the invoice and the admin's details keep their looks.
 */
export function OrderTotals({ order, block, totalTestId }: { order: Order; block: string; totalTestId: string }) {
  return (
    <dl className={`${block}__totals`}>
      <dt>Subtotal</dt>
      <dd>{formatMoney(order.subtotal)}</dd>
      <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
      <dd>{order.promoDiscount > 0 ? `−${formatMoney(order.promoDiscount)}` : formatMoney(0)}</dd>
      <dt>Shipping</dt>
      <dd>{order.shipping > 0 ? formatMoney(order.shipping) : 'Free'}</dd>
      <dt>Tax</dt>
      <dd>{formatMoney(order.tax)}</dd>
      <dt className={`${block}__grand`}>Total</dt>
      <dd className={`${block}__grand`} data-testid={totalTestId}>
        {formatMoney(order.total)}
      </dd>
    </dl>
  );
}
