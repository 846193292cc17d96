import * as routes from '@shared/routes/admin-endpoints';
import type { BulkUploadResult } from '@shared/routes/admin-product-sheets';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session';
import { postWithProgress } from './post-with-progress';

/** POST /api/Bulkproducts/upload (multipart `file`), reporting the bytes sent; rejects with an ApiError on a refusal. */
export async function uploadProductsSheet(
  file: File,
  { onProgress, onSent }: { onProgress?: (percent: number) => void; onSent?: () => void } = {},
): Promise<BulkUploadResult> {
  const form = new FormData();
  form.append('file', file);
  const token = readToken();
  const answer = await postWithProgress(routes.bulkUploadProducts.path, form, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    onProgress,
    onSent,
  });
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
  // The progress-reporting post goes around the typed client; its 2xx body is the route's answer.
  return answer.body as BulkUploadResult;
}

/** The failure text of an upload: the server's `error` or `message`, else the error's own. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.field('error') ?? error.serverMessage ?? `The server answered ${error.status}.`;
  if (error instanceof TypeError) return 'Cannot connect to server. Please check your connection.';
  return error instanceof Error ? error.message : 'Please try again.';
}
