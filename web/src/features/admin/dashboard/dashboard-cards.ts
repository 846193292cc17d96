import { formatMoney } from '@shared/format/money';
import type { DashboardStats } from '@shared/routes/admin';

type Figure = Exclude<keyof DashboardStats, 'daily' | 'promotions'>;

/** A dashboard card: the figure it shows, its label (spec 02 §2), what it counts, and where it leads. */
export interface DashboardCard {
  figure: Figure;
  label: string;
  hint: string;
  to: string;
  kind: 'count' | 'money';
}

/**
 * The six cards in the spec's order. Revenue is in dollars (a deliberate fix of the spec's rupee
 * sign); each card leads to the screen behind its figure.
 */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { figure: 'totalUsers', label: 'Total Users', hint: 'Customers with an account', to: '/admin/users', kind: 'count' },
  { figure: 'totalOrders', label: 'Total Orders', hint: 'Paid orders', to: '/admin/orders', kind: 'count' },
  { figure: 'nonOrderUsers', label: 'Users w/o Orders', hint: 'Customers without a paid order', to: '/admin/users', kind: 'count' },
  {
    figure: 'nonDeliveredOrders',
    label: 'Non-Delivered Orders',
    hint: 'Paid, not yet delivered or cancelled',
    to: '/admin/orders?tab=non-delivered',
    kind: 'count',
  },
  { figure: 'totalRevenue', label: 'Total Revenue', hint: 'Paid orders less refunds', to: '/admin/orders', kind: 'money' },
  { figure: 'totalProducts', label: 'Products Sold', hint: 'Units sold', to: '/admin/inventory', kind: 'count' },
];

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A card's figure on screen: dollars as `$1,234.50`, counts as `1,234`; a missing figure shows as 0. */
export function formatStat(kind: DashboardCard['kind'], value: number | null | undefined): string {
  if (kind === 'money') return formatMoney(value);
  return whole.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
