import { Suspense, lazy, useId, useState } from 'react';
import { type AdminOrderScreenTab, adminOrderTabOf } from '../admin-order-tabs';
import type { Order } from '@shared/types';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useAdminOrders } from '../api/list-admin-orders';
import { AdminOrderList } from './admin-order-list';
import { AdminOrderTabs, adminOrderTabId } from './admin-order-tabs';
import { OrdersDownload } from './orders-download';
import { useStatusChange } from './use-status-change';
import '@/components/orders/orders.css';
import './orders-admin.css';
import { DocumentTitle } from '@/components/document-title';

// The invoice (and its print frame) arrives on first use, as on the customer's page.
const InvoiceDialog = lazy(() => import('@/components/orders/invoice-dialog'));

/**
 * /admin/orders (spec 02 §2): status tabs with counts and a Download tab; in a status tab, a
 * search, the date order, and order cards whose status the admin changes. The tab lives in the
 * address (?tab=), so the dashboard can link to the non-delivered orders.
 */
export function OrdersAdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = adminOrderTabOf(params.get('tab'));
  const orders = useAdminOrders(tab === 'download' ? 'non-delivered' : tab);
  const change = useStatusChange(orders.changed);
  const [invoice, setInvoice] = useState<Order | null>(null);
  const panelId = useId();

  const onTab = (next: AdminOrderScreenTab) => {
    change.clearNotice();
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('tab', next);
        return query;
      },
      { replace: true },
    );
  };

  return (
    <section className="admin-orders" aria-labelledby="orders-title">
      <DocumentTitle>Order Management — Maison Admin</DocumentTitle>
      <header className="admin-page__head">
        <div>
          <h1 id="orders-title">Order Management</h1>
          <p className="admin-page__lead">
            Orders by status. Change a status from its card: shipping, delivery and cancellation email the customer, and cancelling a paid
            order refunds it.
          </p>
        </div>
      </header>
      <AdminOrderTabs active={tab} counts={orders.counts} panelId={panelId} onChange={onTab} />
      <div id={panelId} role="tabpanel" aria-labelledby={adminOrderTabId(tab)} className="admin-orders__panel">
        {tab === 'download' ? <OrdersDownload /> : <AdminOrderList tab={tab} orders={orders} change={change} onInvoice={setInvoice} />}
      </div>
      {change.confirming && (
        <ConfirmDialog
          message={change.confirming.ask.question}
          detail={change.confirming.ask.detail}
          confirmLabel={change.confirming.ask.confirmLabel}
          cancelLabel={change.confirming.ask.backLabel}
          tone={change.confirming.ask.destructive ? 'danger' : 'primary'}
          onConfirm={change.confirm}
          onCancel={change.dismiss}
        />
      )}
      {invoice && (
        <Suspense fallback={null}>
          <InvoiceDialog order={invoice} onClose={() => setInvoice(null)} />
        </Suspense>
      )}
    </section>
  );
}
