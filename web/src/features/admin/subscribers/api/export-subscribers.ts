import { SUBSCRIBERS_FILE_NAME } from '../subscriber-messages';
import * as routes from '@shared/routes/admin-endpoints';
import { downloadFile } from '../../shared/download-file';

/** GET /api/subscribers/export, saved as subscribers.xlsx. */
export function exportSubscribers(): Promise<void> {
  return downloadFile(routes.exportSubscribers.path, SUBSCRIBERS_FILE_NAME);
}
