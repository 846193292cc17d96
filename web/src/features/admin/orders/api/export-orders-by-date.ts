import { dateExportFileName } from '../order-export';
import { fillPath } from '@shared/route-kit';
import * as routes from '@shared/routes/admin-endpoints';
import { downloadFile } from '../../shared/download-file';

/** GET /api/orders/export/date/{YYYY-MM-DD}, saved as orders_{date}.xlsx (spec 02 §9). */
export function exportOrdersByDate(date: string): Promise<void> {
  return downloadFile(fillPath(routes.exportOrdersByDate.path, { date }), dateExportFileName(date));
}
