import { ORDER_EXPORT } from '../order-export';
import * as routes from '@shared/routes/admin-endpoints';
import { downloadFile } from '../../shared/download-file';

/** GET /api/orders/export/today, saved as today_orders.xlsx (spec 02 §9). */
export function exportTodayOrders(): Promise<void> {
  return downloadFile(routes.exportTodayOrders.path, ORDER_EXPORT.todayFileName);
}
