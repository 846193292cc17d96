import { useState } from 'react';
import { type DateOrder, sortOrdersByDate, toggleDateOrder } from '../order-sort';
import { searchOrders } from '../order-search';
import { type AdminOrderTab, orderTabLabel } from '@shared/orders/order-status';
import type { Order } from '@shared/types';
import { SearchBox } from '@/components/search-box';
import { LoadErrorPanel } from '@/components/state-panel';
import { OrdersSkeleton } from '@/components/orders/orders-states';
import type { useAdminOrders } from '../api/list-admin-orders';
import { AdminOrderCard } from './admin-order-card';
import type { useStatusChange } from './use-status-change';

/**
 * A status tab's content: the search and the date order, the outcome of the last status change,
 * and the order cards (or a skeleton, an error with Try Again, or an empty state).
 */
export function AdminOrderList({
  tab,
  orders,
  change,
  onInvoice,
}: {
  tab: AdminOrderTab;
  orders: ReturnType<typeof useAdminOrders>;
  change: ReturnType<typeof useStatusChange>;
  onInvoice: (order: Order) => void;
}) {
  const [search, setSearch] = useState('');
  const [dateOrder, setDateOrder] = useState<DateOrder>('newest');
  const shown = orders.status === 'ready' ? sortOrdersByDate(searchOrders(orders.orders, search), dateOrder) : [];

  return (
    <>
      <h2 className="visually-hidden">{orderTabLabel(tab)} orders</h2>
      <div className="admin-orders__toolbar">
        <div role="search" className="admin-orders__search">
          <SearchBox label="Search orders" placeholder="Order number, customer, email or product" value={search} onChange={setSearch} />
        </div>
        <button
          type="button"
          className="button button--ghost button--small admin-orders__sort"
          onClick={() => setDateOrder(toggleDateOrder)}
        >
          Date: {dateOrder === 'newest' ? 'newest first' : 'oldest first'}
        </button>
      </div>
      {change.notice && (
        <div className={`admin-notice admin-notice--${change.notice.tone}`} role={change.notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{change.notice.text}</p>
          <button type="button" className="text-button" onClick={change.clearNotice}>
            Dismiss
          </button>
        </div>
      )}
      {orders.status === 'loading' && <OrdersSkeleton />}
      {orders.status === 'error' && (
        <LoadErrorPanel title="Error Loading Orders" onRetry={orders.reload}>
          {orders.message}
        </LoadErrorPanel>
      )}
      {orders.status === 'ready' &&
        (shown.length === 0 ? (
          <div className="admin-note" role="status">
            <p>{search.trim() ? `No orders match “${search.trim()}”.` : `No orders in ${orderTabLabel(tab)}.`}</p>
          </div>
        ) : (
          <>
            <p className="orders__summary" role="status">
              {shown.length} {shown.length === 1 ? 'order' : 'orders'}
              {search.trim() ? ` matching “${search.trim()}”` : ''}
            </p>
            <ul className="order-list">
              {shown.map((order) => (
                <li key={order.id}>
                  <AdminOrderCard order={order} busy={change.busyId === order.id} onChoose={change.choose} onInvoice={onInvoice} />
                </li>
              ))}
            </ul>
          </>
        ))}
    </>
  );
}
