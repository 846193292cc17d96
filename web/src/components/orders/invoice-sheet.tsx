import type { Ref } from 'react';
import { orderPlacedDate } from '@/lib/orders/order-dates';
import { formatMoney } from '@shared/format/money';
import { displayOrderNumber } from '@shared/orders/order-number';
import { ORDER_STATUS_LABELS, displayStatus } from '@shared/orders/order-status';
import { shippingAddressLines } from '@shared/orders/shipping-address-text';
import type { Order } from '@shared/types';
import { OrderTotals } from '../order-totals';

const PAYMENT_LABELS: Record<string, string> = { paid: 'Paid', pending: 'Pending', failed: 'Failed', refunded: 'Refunded' };

/**
 * The invoice of an order, as shown in the dialog and as printed: the shop, the order number and
 * date, the billing and shipping address (the card is billed to the shipping address), the lines,
 * and subtotal, discount, shipping, tax and total. Plain markup with its own classes, so the print
 * frame can carry it alone.
 */
export function InvoiceSheet({ order, sheetRef }: { order: Order; sheetRef?: Ref<HTMLElement> }) {
  const address = shippingAddressLines(order.shippingAddress);
  const contact = [order.shippingAddress?.email, order.shippingAddress?.phone].filter(Boolean);
  const payment = [order.paymentMethod === 'card' ? 'Card' : order.paymentMethod, PAYMENT_LABELS[order.paymentStatus]].filter(Boolean);

  return (
    <article ref={sheetRef} className="invoice-sheet" data-testid="invoice-sheet">
      <header className="invoice-sheet__head">
        <div>
          <p className="invoice-sheet__shop">Maison</p>
          <p className="invoice-sheet__muted">Fine perfumes &amp; colognes</p>
        </div>
        <div className="invoice-sheet__title">
          <p className="invoice-sheet__word">Invoice</p>
          <dl className="invoice-sheet__meta">
            <dt>Order</dt>
            <dd>{displayOrderNumber(order)}</dd>
            <dt>Date</dt>
            <dd>{orderPlacedDate(order)}</dd>
            <dt>Status</dt>
            <dd>{ORDER_STATUS_LABELS[displayStatus(order.status)]}</dd>
            {payment.length > 0 && (
              <>
                <dt>Payment</dt>
                <dd>{payment.join(' · ')}</dd>
              </>
            )}
          </dl>
        </div>
      </header>
      <div className="invoice-sheet__parties">
        <section>
          <h3>Billed to</h3>
          <AddressBlock lines={[...address, ...contact]} />
        </section>
        <section>
          <h3>Shipped to</h3>
          <AddressBlock lines={address} />
        </section>
      </div>
      <table className="invoice-sheet__lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item._id}>
              <td>{item.name || item.productName}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatMoney(item.price)}</td>
              <td className="num">{formatMoney(item.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals order={order} block="invoice-sheet" totalTestId="invoice-total" />
      <p className="invoice-sheet__thanks">Thank you for shopping with Maison.</p>
    </article>
  );
}

function AddressBlock({ lines }: { lines: string[] }) {
  if (!lines.length) return <p className="invoice-sheet__muted">Not given</p>;
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index} className="invoice-sheet__line">
          {line}
        </span>
      ))}
    </address>
  );
}
