import { type ImageType, imageFileProblem } from '@shared/admin/product-form';
import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';
import { postWithProgress } from './post-with-progress';

const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] satisfies ImageType[];

/** Why the bucket refused an upload: S3 answers XML with a <Message>. */
function bucketMessage(body: unknown): string {
  const text = typeof body === 'string' ? body : '';
  return /<Message>([^<]+)<\/Message>/.exec(text)?.[1] ?? 'Image upload failed. Please try again.';
}

/**
 * Sends a picture straight to the images bucket (a 5 MB Lambda payload cannot carry it): asks the
 * API for a presigned POST, then posts its fields first and the file last. Resolves with the key
 * the product form sends as `imageKey`.
 */
export async function uploadProductImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const problem = imageFileProblem(file) ?? (IMAGE_TYPES.includes(file.type) ? null : 'Please select an image file');
  if (problem) throw new Error(problem);
  const ticket = await api(routes.createProductImageUpload, { body: { contentType: file.type as ImageType } });
  if (file.size > ticket.maxBytes) throw new Error('File size exceeds 5MB limit');
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  const answer = await postWithProgress(ticket.url, form, { onProgress });
  if (answer.status < 200 || answer.status >= 300) throw new Error(bucketMessage(answer.body));
  return ticket.key;
}
