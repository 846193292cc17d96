import { lastDays, shopDay } from '@shared/format/shop-day';
import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listPromotions } from '../repositories/promos';
import { readDays, readPromoMonth, readTotals } from '../repositories/stats';
import { CHART_DAYS, dashboardStats } from '../services/dashboard';
import { env } from '../commons/env';

export const handler = defineSignedInHandler(adminRoutes.getStats, async () => {
  const now = new Date();
  const timeZone = env.shopTimeZone;
  const range = lastDays(CHART_DAYS, now, timeZone);
  const month = shopDay(now, timeZone).slice(0, 7);
  const [totals, days, promoMonth, promotions] = await Promise.all([
    readTotals(),
    readDays(range[0]!, range.at(-1)!),
    readPromoMonth(month),
    listPromotions(),
  ]);
  return dashboardStats({ totals, days, promoMonth }, promotions, now, timeZone);
});
