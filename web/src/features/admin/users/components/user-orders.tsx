import { counted } from '@shared/format/count';
import { useEffect, useRef } from 'react';
import { orderPlacedDate } from '@/lib/orders/order-dates';
import { formatMoney } from '@shared/format/money';
import { displayOrderNumber } from '@shared/orders/order-number';
import { orderItemCount } from '@/lib/orders/order-total';
import type { AdminUser } from '@shared/routes/admin';
import type { Order } from '@shared/types';
import { StatusBadge } from '@/components/orders/status-badge';
import type { useUserOrders } from '../api/list-user-orders';

/**
 * The chosen user's orders: each a button that opens its details. Focus moves to the heading when
 * another user is chosen, so on a phone the list comes into view.
 */
export function UserOrders({
  user,
  orders,
  onOpen,
}: {
  user: AdminUser;
  orders: ReturnType<typeof useUserOrders>;
  onOpen: (order: Order) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [user._id]);

  return (
    <section className="user-orders" aria-labelledby="user-orders-title">
      <h2 id="user-orders-title" ref={heading} tabIndex={-1} className="user-orders__title">
        Orders of {user.username}
      </h2>
      {orders.status === 'loading' && (
        <div role="status" aria-live="polite" className="user-skeleton">
          <span className="visually-hidden">Loading orders…</span>
          {[0, 1, 2].map((i) => (
            <span key={i} className="admin-skeleton shimmer user-skeleton__row" aria-hidden="true" />
          ))}
        </div>
      )}
      {orders.status === 'error' && (
        <div className="admin-note" role="status">
          <p>These orders could not be loaded.</p>
          <button type="button" className="text-button" onClick={orders.reload}>
            Try again
          </button>
        </div>
      )}
      {orders.status === 'ready' &&
        (orders.orders.length === 0 ? (
          <div className="admin-note" role="status">
            <p>{user.username} has no orders yet.</p>
          </div>
        ) : (
          <ul className="user-orders__list">
            {orders.orders.map((order) => (
              <li key={order.id}>
                <button type="button" className="user-order" onClick={() => onOpen(order)} aria-haspopup="dialog">
                  <span className="user-order__number">{displayOrderNumber(order)}</span>
                  <span className="user-order__date">
                    {orderPlacedDate(order)} · {counted(orderItemCount(order.items), 'item')}
                  </span>
                  <StatusBadge status={order.status} />
                  <span className="user-order__total">{formatMoney(order.total)}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
