import * as routes from '@shared/routes/admin-endpoints';
import { downloadFile } from '../../shared/download-file';

/** GET /api/Bulkproducts/download, saved as products.xlsx. */
export function downloadProductsSheet(): Promise<void> {
  return downloadFile(routes.bulkDownloadProducts.path, 'products.xlsx');
}
