import { useId } from 'react';
import { ORDER_STATUS_LABELS, displayStatus } from '../../../../../../shared/orders/order-status';
import { ORDER_STATUSES, type OrderStatus } from '../../../../../../shared/types';

/** The status selector on an admin order card: any status may be chosen (spec 02 §4). */
export function OrderStatusSelect({ orderNumber, status, busy, onChoose }: {
  orderNumber: string;
  status: OrderStatus;
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
          <option key={value} value={value}>
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
