import { lastDays } from '../../shared/format/shop-day';
import type { DashboardStats } from '../../shared/routes/admin';

/** How many days the dashboard's chart covers. */
export const CHART_DAYS = 30;

/** The dashboard figures from the stream-kept counters (no scan), with the last 30 days filled in. */
export function dashboardStats(
  totals: Record<string, number>,
  days: Map<string, { orders: number; revenueCents: number }>,
  now: Date,
  timeZone?: string,
): DashboardStats {
  const n = (name: string) => Math.max(0, totals[name] ?? 0);
  return {
    totalUsers: n('customers'),
    totalOrders: n('paidOrders'),
    nonOrderUsers: Math.max(0, n('customers') - n('customersWithOrders')),
    nonDeliveredOrders: n('nonDelivered'),
    totalRevenue: n('revenueCents') / 100,
    totalProducts: n('unitsSold'),
    daily: lastDays(CHART_DAYS, now, timeZone).map((date) => ({
      date,
      orders: Math.max(0, days.get(date)?.orders ?? 0),
      revenue: Math.max(0, days.get(date)?.revenueCents ?? 0) / 100,
    })),
  };
}
