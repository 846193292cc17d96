import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { orderDeliveryDate, orderPlacedTime } from '@/lib/orders/order-dates';
import { formatMoney } from '@shared/format/money';
import { displayOrderNumber } from '@shared/orders/order-number';
import { shippingAddressLines } from '@shared/orders/shipping-address-text';
import type { Order } from '@shared/types';
import { CloseIcon } from '@/components/icons';
import { OrderTotals } from '@/components/order-totals';
import { useModal } from '@/components/use-modal';
import { StatusBadge } from '@/components/orders/status-badge';
import '@/components/orders/invoice-dialog.css';

const PAYMENT_LABELS: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed', refunded: 'Refunded' };

/** An order's details in a modal (spec 02 §2): status, payment, items, totals and the shipping address. */
export function OrderDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, onClose);
  const address = shippingAddressLines(order.shippingAddress);
  const contact = [order.shippingAddress?.email, order.shippingAddress?.phone].filter(Boolean);
  const method = order.paymentMethod === 'card' ? 'Card' : order.paymentMethod;

  return createPortal(
    <div className="invoice-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="invoice-dialog order-details" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="invoice-dialog__bar">
          <h2 id={titleId} className="invoice-dialog__title">
            Order {displayOrderNumber(order)}
          </h2>
          <button type="button" className="icon-button" aria-label="Close order details" onClick={onClose} data-autofocus>
            <CloseIcon />
          </button>
        </div>
        <div className="invoice-dialog__body order-details__body" role="region" aria-labelledby={titleId} tabIndex={0}>
          <dl className="order-details__facts">
            <dt>Status</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
            <dt>Placed</dt>
            <dd>{orderPlacedTime(order)}</dd>
            <dt>Payment</dt>
            <dd>{[method, PAYMENT_LABELS[order.paymentStatus] ?? order.paymentStatus].filter(Boolean).join(' · ') || '—'}</dd>
            {order.paymentId && (
              <>
                <dt>Payment reference</dt>
                <dd className="order-details__code">{order.paymentId}</dd>
              </>
            )}
            {order.estimatedDelivery && (
              <>
                <dt>Estimated delivery</dt>
                <dd>{orderDeliveryDate(order)}</dd>
              </>
            )}
            {order.trackingNumber && (
              <>
                <dt>Tracking</dt>
                <dd className="order-details__code">{order.trackingNumber}</dd>
              </>
            )}
          </dl>
          {order.cancelReason && <p className="order-details__reason">{order.cancelReason}</p>}
          <h3 className="order-details__heading">Items</h3>
          <ul className="order-details__items">
            {order.items.map((item) => (
              <li key={item._id} className="order-details__item">
                <span className="order-details__name">{item.name || item.productName}</span>
                <span className="order-details__qty">
                  {item.quantity} × {formatMoney(item.price)}
                </span>
                <span className="order-details__amount">{formatMoney(item.totalPrice)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals order={order} block="order-details" totalTestId="details-total" />
          <h3 className="order-details__heading">Shipping address</h3>
          {address.length ? (
            <address className="order-details__address">
              {[...address, ...contact].map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          ) : (
            <p className="order-details__muted">Not given</p>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
