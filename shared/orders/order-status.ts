import { ORDER_STATUSES, type OrderStatus } from '../types';

/** The status an order is shown under: a known status (any case, trimmed), else 'pending' (spec 01 §4). */
export function displayStatus(status: string | null | undefined): OrderStatus {
  const value = (status ?? '').trim().toLowerCase();
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'pending';
}

/** Each status's label, as the tabs and badges show it. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The badge colour of each status (spec 02 §4). */
export const STATUS_BADGE_COLOURS: Readonly<Record<OrderStatus, string>> = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'purple',
  shipped: 'indigo',
  delivered: 'green',
  cancelled: 'red',
};

/** The badge colour for any stored status (unknown ones look pending). */
export function statusBadgeColour(status: string | null | undefined): string {
  return STATUS_BADGE_COLOURS[displayStatus(status)];
}

/** The customer's order tabs (spec 01 §2): all, then every status. */
export const CUSTOMER_ORDER_TABS = ['all', ...ORDER_STATUSES] as const;
export type CustomerOrderTab = (typeof CUSTOMER_ORDER_TABS)[number];

/** The admin's order tabs (spec 02 §9), with 'non-delivered' (shown 'All(non-delivered)'), which is not a status. */
export const ADMIN_ORDER_TABS = ['pending', 'confirmed', 'processing', 'shipped', 'non-delivered', 'delivered', 'cancelled'] as const;
export type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number];

/** A tab's label: 'All', 'All(non-delivered)' or the status label. */
export function orderTabLabel(tab: CustomerOrderTab | AdminOrderTab): string {
  if (tab === 'all') return 'All';
  if (tab === 'non-delivered') return 'All(non-delivered)';
  return ORDER_STATUS_LABELS[tab];
}

/** The Invoice button shows only on delivered orders (spec 01 §2). */
export function canShowInvoice(status: string | null | undefined): boolean {
  return displayStatus(status) === 'delivered';
}
