import { useId } from 'react';
import { statusMoveRefusal } from '@shared/admin/order-status-change';
import { ORDER_STATUS_LABELS, displayStatus } from '@shared/orders/order-status';
import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@shared/types';

/**
 * The status selector on an admin order card (spec 02 §4): every status is listed, and the ones
 * the money does not allow (the server's rule) are shown but cannot be chosen.
 */
export function OrderStatusSelect({
  orderNumber,
  status,
  paymentStatus,
  busy,
  onChoose,
}: {
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus | null | undefined;
  busy: boolean;
  onChoose: (status: OrderStatus) => void;
}) {
  const id = useId();
  return (
    <div className="order-status-select">
      <label htmlFor={id} className="order-status-select__label">
        Status
      </label>
      <select
        id={id}
        className="order-status-select__control"
        aria-label={`Status of order ${orderNumber}`}
        value={displayStatus(status)}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => onChoose(event.target.value as OrderStatus)}
      >
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value} disabled={statusMoveRefusal(status, value, paymentStatus) !== null}>
            {ORDER_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      {busy && (
        <span className="order-status-select__busy" role="status">
          Saving…
        </span>
      )}
    </div>
  );
}
