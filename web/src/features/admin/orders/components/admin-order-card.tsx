import { displayOrderNumber } from '@shared/orders/order-number';
import { displayStatus } from '@shared/orders/order-status';
import type { Order, OrderStatus } from '@shared/types';
import { OrderCard } from '@/components/orders/order-card';
import { OrderStatusSelect } from './order-status-select';

const PAYMENT_LABELS: Record<string, string> = { paid: 'Paid', pending: 'Payment pending', failed: 'Payment failed', refunded: 'Refunded' };

/**
 * An order as the admin sees it: the customer's card (number, date, badge, total, items), with
 * the customer and the status selector under its head, and Invoice for any order.
 */
export function AdminOrderCard({
  order,
  busy,
  onChoose,
  onInvoice,
}: {
  order: Order;
  busy: boolean;
  onChoose: (order: Order, status: OrderStatus) => void;
  onInvoice: (order: Order) => void;
}) {
  const number = displayOrderNumber(order);
  const name = order.customerName || order.shippingAddress?.fullName;
  const email = order.shippingAddress?.email;
  return (
    <OrderCard
      order={order}
      onInvoice={onInvoice}
      details={
        <div className="admin-order__details">
          <p className="admin-order__customer">
            <span className="admin-order__name">{name || 'Customer'}</span>
            {email && (
              <a className="admin-order__email" href={`mailto:${email}`}>
                {email}
              </a>
            )}
            {order.paymentStatus && (
              <span className="admin-order__payment">{PAYMENT_LABELS[order.paymentStatus] ?? order.paymentStatus}</span>
            )}
          </p>
          <OrderStatusSelect
            orderNumber={number}
            status={displayStatus(order.status)}
            paymentStatus={order.paymentStatus}
            busy={busy}
            onChoose={(status) => onChoose(order, status)}
          />
        </div>
      }
      actions={
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Invoice for order ${number}`}
          onClick={() => onInvoice(order)}
        >
          Invoice
        </button>
      }
    />
  );
}
