import { ORDER_STATUS_LABELS, displayStatus, statusBadgeColour } from '@shared/orders/order-status';
import './status-badge.css';

/** An order's status as a coloured badge (spec 02 §4); an unknown status shows as Pending. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <span className={`status-badge status-badge--${statusBadgeColour(status)}`} data-testid="status-badge">
      {ORDER_STATUS_LABELS[displayStatus(status)]}
    </span>
  );
}
