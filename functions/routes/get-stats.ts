import { lastDays } from '../../shared/format/shop-day';
import { adminRoutes } from '../../shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { readDays, readTotals } from '../repositories/stats';
import { CHART_DAYS, dashboardStats } from '../services/dashboard';
import { env } from '../commons/env';

export const handler = defineSignedInHandler(adminRoutes.getStats, async () => {
  const now = new Date();
  const timeZone = env.shopTimeZone;
  const range = lastDays(CHART_DAYS, now, timeZone);
  const [totals, days] = await Promise.all([readTotals(), readDays(range[0]!, range.at(-1)!)]);
  return dashboardStats(totals, days, now, timeZone);
});
