import { lastDays } from '@shared/format/shop-day';
import type { DashboardStats } from '@shared/routes/admin';

/** How many days the dashboard's chart covers. */
export const CHART_DAYS = 30;

/** What the dashboard reads of a promotion (repositories/promos.ts). */
export interface PromotionUses {
  code: string;
  active: boolean;
  /** Its all-time uses, kept on the promotion by checkout. */
  uses: number;
}

/** The stream-kept counters the dashboard reads (repositories/stats.ts). */
export interface DashboardCounters {
  totals: Record<string, number>;
  days: Map<string, { orders: number; revenueCents: number }>;
  /** This shop month's figures, by promo code. */
  promoMonth: Map<string, { uses: number; discountCents: number }>;
}

/** The dashboard figures from the stream-kept counters (no scan), with the last 30 days filled in. */
export function dashboardStats(
  { totals, days, promoMonth }: DashboardCounters,
  promotions: readonly PromotionUses[],
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
    promotions: promotionsThisMonth(promotions, promoMonth),
  };
}

/**
 * Every active promotion with its uses and discount this month (zero when unused), most used
 * first, then by code; an inactive code is left out even if it was used this month.
 */
export function promotionsThisMonth(
  promotions: readonly PromotionUses[],
  month: Map<string, { uses: number; discountCents: number }>,
): DashboardStats['promotions'] {
  return promotions
    .filter((promotion) => promotion.active)
    .map((promotion) => {
      const figures = month.get(promotion.code);
      return {
        code: promotion.code,
        uses: Math.max(0, figures?.uses ?? 0),
        discountGiven: Math.max(0, figures?.discountCents ?? 0) / 100,
        totalUses: Math.max(0, promotion.uses),
      };
    })
    .sort((a, b) => b.uses - a.uses || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
