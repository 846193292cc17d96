import { Suspense, lazy, useId, useState } from 'react';
import { CUSTOMER_ORDER_TABS, type CustomerOrderTab } from '@shared/orders/order-status';
import type { Order } from '@shared/types';
import { useSearchParams } from 'react-router-dom';
import { useMyOrders } from '../api/list-my-orders';
import { OrderCard } from '@/components/orders/order-card';
import { OrderSearch } from './order-search';
import { OrderTabs, orderTabId } from './order-tabs';
import { OrdersEmpty, OrdersError, OrdersSkeleton } from '@/components/orders/orders-states';
import '@/components/orders/orders.css';
import { DocumentTitle } from '@/components/document-title';
import { withQueries } from '@/lib/with-queries';

// The invoice is opened rarely: its code (and the print frame) arrive on first use.
const InvoiceDialog = lazy(() => import('@/components/orders/invoice-dialog'));

/** The tab named by `?status=`; anything else is All. */
function tabOf(value: string | null): CustomerOrderTab {
  return (CUSTOMER_ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as CustomerOrderTab) : 'all';
}

/**
 * /orders (spec 01 §2): status tabs with counts, a search, and the customer's order cards. The
 * tab and the search live in the address (?status=, ?search=), so Back from an order's details
 * returns to the same list.
 */
function OrdersPageContent() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('status'));
  const search = params.get('search') ?? '';
  const orders = useMyOrders(tab, search);
  const panelId = useId();
  const [invoice, setInvoice] = useState<Order | null>(null);

  const update = (name: 'status' | 'search', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="orders page">
      <DocumentTitle>My Orders — Maison</DocumentTitle>
      <div className="container">
        <header className="orders__head">
          <p className="eyebrow">Your account</p>
          <h1>My Orders</h1>
        </header>
        <div className="orders__controls">
          <OrderTabs active={tab} counts={orders.counts} panelId={panelId} onChange={(next) => update('status', next)} />
          <OrderSearch applied={search} onSearch={(text) => update('search', text.trim())} />
        </div>
        <section id={panelId} role="tabpanel" aria-labelledby={orderTabId(tab)} className="orders__results">
          {orders.status === 'loading' && <OrdersSkeleton />}
          {orders.status === 'error' && <OrdersError message={orders.message} onRetry={orders.reload} />}
          {orders.status === 'ready' &&
            (orders.orders.length === 0 ? (
              <OrdersEmpty search={search} />
            ) : (
              <>
                <p className="orders__summary" role="status">
                  {summary(orders.orders.length, search)}
                </p>
                <ul className="order-list">
                  {orders.orders.map((order) => (
                    <li key={order.id}>
                      <OrderCard order={order} onInvoice={setInvoice} />
                    </li>
                  ))}
                </ul>
              </>
            ))}
        </section>
      </div>
      {invoice && (
        <Suspense fallback={null}>
          <InvoiceDialog order={invoice} onClose={() => setInvoice(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** The page, under the app's query client. */
export const OrdersPage = withQueries(OrdersPageContent);

function summary(count: number, search: string): string {
  const orders = `${count} ${count === 1 ? 'order' : 'orders'}`;
  return search ? `${orders} matching “${search}”` : orders;
}
