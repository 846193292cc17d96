import { request } from '@/lib/api-client';

/** Saves a Blob under a file name, the way a browser download does. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GETs a spreadsheet (or any file) from the API with the session and saves it; rejects with an ApiError on failure. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await request<Blob>('GET', path);
  if (!(blob instanceof Blob)) throw new Error('The server did not answer with a file.');
  saveBlob(blob, fileName);
}
