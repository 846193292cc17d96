import { counted } from '@shared/format/count';
import { formatMoney } from '@shared/format/money';
import { confirmationTitle } from '../confirmation-title';
import { orderDeliveryDate, orderPlacedTime } from '@/lib/orders/order-dates';
import { ORDER_MESSAGES } from '@/lib/orders/order-messages';
import { displayOrderNumber } from '@shared/orders/order-number';
import { formatOrderTotal, orderItemCount } from '@/lib/orders/order-total';
import { shippingAddressLines } from '@shared/orders/shipping-address-text';
import type { Order } from '@shared/types';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useOpenAuth } from '@/lib/use-open-auth';
import { useSession } from '@/lib/use-session';
import { useMyOrder } from '../api/get-my-order';
import { StatusBadge } from '@/components/orders/status-badge';
import { OrderTotals } from '@/components/order-totals';
import './confirmation.css';
import { DocumentTitle } from '@/components/document-title';
import { ProductNameLink } from '@/components/product-links';
import { withQueries } from '@/lib/with-queries';

/**
 * /order-confirmation/{orderId} (spec 02 §2): the order's number, status, total, item count and
 * shipping address, and, as its email gives them, the estimated delivery, the tracking number once
 * shipped, the lines and the breakdown of the total; loaded for the signed-in owner; 'Order Not
 * Found' when it cannot be loaded.
 * Checkout passes the confirmed order in the navigation state, so it shows without a request.
 * Outside the role guards, so a guest sees the not-found state with a way to sign in.
 */
function OrderConfirmationPageContent() {
  const { orderId = '' } = useParams();
  const passed = orderFromState(useLocation().state, orderId);
  if (!orderId.trim()) return <NoOrderData />;
  if (passed) return <OrderSummary order={passed} />;
  return <OrderDetails orderId={orderId} />;
}

/** The page, under the app's query client. */
export const OrderConfirmationPage = withQueries(OrderConfirmationPageContent);

// The order checkout handed over, when it is the one in the address (checkout's order id is the order's `id`).
function orderFromState(state: unknown, orderId: string): Order | null {
  const order = (state as { order?: Order } | null)?.order;
  return order?.id === orderId ? order : null;
}

function OrderDetails({ orderId }: { orderId: string }) {
  const session = useSession();
  const state = useMyOrder(orderId, session?.token ?? null);

  if (state.status === 'loading') {
    return (
      <Shell title="Loading order — Maison">
        <div className="confirmation-card confirmation-card--loading" role="status" aria-live="polite">
          <span className="visually-hidden">Loading order…</span>
        </div>
      </Shell>
    );
  }
  if (state.status === 'ready') return <OrderSummary order={state.order} />;
  return <OrderNotFound message={state.status === 'error' ? state.message : null} />;
}

function OrderSummary({ order }: { order: Order }) {
  const number = displayOrderNumber(order);
  const count = orderItemCount(order.items);
  const address = shippingAddressLines(order.shippingAddress);
  return (
    <Shell title={`Order ${number} — Maison`}>
      <article className="confirmation-card" aria-labelledby="confirmation-title">
        <p className="eyebrow">Your order</p>
        <h1 id="confirmation-title" className="confirmation-card__title">
          {confirmationTitle(order)}
        </h1>
        {order.paymentStatus === 'paid' && order.shippingAddress.email && (
          <p className="confirmation-card__emailed" data-testid="confirmation-emailed">
            We&rsquo;ve emailed a confirmation to <strong>{order.shippingAddress.email}</strong>.
          </p>
        )}
        <dl className="confirmation-facts">
          <div>
            <dt>Order Number</dt>
            <dd data-testid="order-number">{number}</dd>
          </div>
          <div>
            <dt>Order Date</dt>
            <dd data-testid="order-date">{orderPlacedTime(order)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="order-total">{formatOrderTotal(order.total)}</dd>
          </div>
          <div>
            <dt>Items</dt>
            <dd data-testid="order-item-count">{counted(count, 'item')}</dd>
          </div>
          {awaitsDelivery(order) && order.estimatedDelivery && (
            <div>
              <dt>Estimated Delivery</dt>
              <dd data-testid="estimated-delivery">{orderDeliveryDate(order)}</dd>
            </div>
          )}
          {order.trackingNumber && (
            <div>
              <dt>Tracking Number</dt>
              <dd className="confirmation-facts__code" data-testid="tracking-number">
                {order.trackingNumber}
              </dd>
            </div>
          )}
          <div className="confirmation-facts__wide">
            <dt>Shipping Address</dt>
            <dd>
              <address>{address.length ? address.map((line, i) => <span key={i}>{line}</span>) : 'Not given'}</address>
            </dd>
          </div>
        </dl>
        <ul className="confirmation-lines" aria-label="Items in this order">
          {order.items.map((item) => (
            <li key={item._id}>
              <span>
                <ProductNameLink productId={item.productId}>{item.name || item.productName}</ProductNameLink>{' '}
                <span className="confirmation-lines__qty">× {item.quantity}</span>
              </span>
              <span>{formatMoney(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} block="confirmation" totalTestId="summary-total" />
        <Actions />
      </article>
    </Shell>
  );
}

/** Whether a delivery is still to come: the order is paid and neither delivered nor cancelled. */
const awaitsDelivery = (order: Order) => order.paymentStatus === 'paid' && order.status !== 'delivered' && order.status !== 'cancelled';

function OrderNotFound({ message }: { message: string | null }) {
  const openAuth = useOpenAuth();
  return (
    <Shell title="Order Not Found — Maison">
      <div className="confirmation-card confirmation-card--missing" role="alert">
        <h1 className="confirmation-card__title">{ORDER_MESSAGES.confirmationNotFound}</h1>
        {message ? (
          <p>{message}</p>
        ) : (
          <>
            <p>Orders are shown to the account that placed them. Sign in to see this order.</p>
            <button type="button" className="text-button confirmation-card__sign-in" onClick={() => openAuth('login')}>
              Sign In
            </button>
          </>
        )}
        <Actions />
      </div>
    </Shell>
  );
}

function NoOrderData() {
  return (
    <Shell title="No order data — Maison">
      <div className="confirmation-card" role="status">
        <h1 className="confirmation-card__title">{ORDER_MESSAGES.noOrderData}</h1>
        <div className="confirmation-actions">
          <Link to="/" className="button">
            {ORDER_MESSAGES.goHome}
          </Link>
        </div>
      </div>
    </Shell>
  );
}

function Actions() {
  return (
    <div className="confirmation-actions">
      <Link to="/orders" className="button">
        {ORDER_MESSAGES.viewAllOrders}
      </Link>
      <Link to="/products" className="button button--ghost">
        {ORDER_MESSAGES.continueShopping}
      </Link>
    </div>
  );
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="confirmation page container">
      <DocumentTitle>{title}</DocumentTitle>
      {children}
    </div>
  );
}
