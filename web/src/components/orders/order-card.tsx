import { counted } from '@shared/format/count';
import { type ReactNode, useId, useState } from 'react';
import { formatMoney } from '@shared/format/money';
import { orderPlacedDate } from '@/lib/orders/order-dates';
import { ORDER_MESSAGES } from '@/lib/orders/order-messages';
import { displayOrderNumber } from '@shared/orders/order-number';
import { canShowInvoice } from '@shared/orders/order-status';
import { formatOrderTotal, hiddenItemCount, previewItems } from '@/lib/orders/order-total';
import type { Order, OrderItem } from '@shared/types';
import { Link } from 'react-router-dom';
import { ProductNameLink, ProductPictureLink } from '../product-links';
import { StatusBadge } from './status-badge';

/** The path of an order's details page. */
const orderDetailsPath = (order: Pick<Order, 'id'>) => `/order-confirmation/${encodeURIComponent(order.id)}`;

/**
 * One order (spec 01 §2): number, date, status, total, the tracking number once shipped, two items with a show-more toggle,
 * View Details, and Invoice on delivered orders. The admin's order list reuses the card with
 * `details` (the customer, the status selector) under the head and its own `actions`.
 */
export function OrderCard({
  order,
  onInvoice,
  details,
  actions,
}: {
  order: Order;
  onInvoice: (order: Order) => void;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const itemsId = useId();
  const hidden = hiddenItemCount(order.items);
  const date = order.date || order.createdAt;

  return (
    <article className="order-card" aria-labelledby={titleId} data-testid="order-card">
      <header className="order-card__head">
        <h3 id={titleId} className="order-card__number" data-testid="order-number">
          {displayOrderNumber(order)}
        </h3>
        <p className="order-card__date">
          Placed <time dateTime={date}>{orderPlacedDate(order)}</time>
        </p>
        <StatusBadge status={order.status} />
        <p className="order-card__total">
          <span className="order-card__total-label">Total</span> <strong data-testid="order-total">{formatOrderTotal(order.total)}</strong>
        </p>
      </header>
      {details}
      {order.trackingNumber && (
        <p className="order-card__tracking">
          Tracking number <span className="order-card__tracking-code">{order.trackingNumber}</span>
        </p>
      )}
      <ul id={itemsId} className="order-card__items">
        {previewItems(order.items, expanded).map((item) => (
          <OrderLine key={item._id} item={item} />
        ))}
      </ul>
      <footer className="order-card__foot">
        {hidden > 0 && (
          <button
            type="button"
            className="text-button order-card__more"
            aria-expanded={expanded}
            aria-controls={itemsId}
            onClick={() => setExpanded((now) => !now)}
          >
            {expanded ? 'Show less' : `Show ${counted(hidden, 'more item', 'more items')}`}
          </button>
        )}
        <div className="order-card__actions">
          {actions ?? (
            <>
              {canShowInvoice(order.status) && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-describedby={titleId}
                  onClick={() => onInvoice(order)}
                >
                  {ORDER_MESSAGES.invoice}
                </button>
              )}
              <Link to={orderDetailsPath(order)} className="button button--small" aria-describedby={titleId}>
                {ORDER_MESSAGES.viewDetails}
              </Link>
            </>
          )}
        </div>
      </footer>
    </article>
  );
}

function OrderLine({ item }: { item: OrderItem }) {
  const name = item.name || item.productName;
  return (
    <li className="order-line">
      <ProductPictureLink productId={item.productId}>
        {item.image ? (
          <img className="order-line__image" src={item.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <span className="order-line__image order-line__image--none" />
        )}
      </ProductPictureLink>
      <div className="order-line__text">
        <p className="order-line__name">
          <ProductNameLink productId={item.productId}>{name}</ProductNameLink>
        </p>
        <p className="order-line__qty">Qty: {item.quantity}</p>
      </div>
      <p className="order-line__price">{formatMoney(item.price)}</p>
    </li>
  );
}
