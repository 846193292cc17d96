/** What came back from an upload: its status and its body (JSON when it parses, else text). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface UploadOptions {
  headers?: Record<string, string>;
  /** Called with 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  /** Called once every byte has left, while the server is still working on them. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * POSTs a form with XMLHttpRequest, which (unlike fetch) reports upload progress. Resolves with
 * any answer, 2xx or not; rejects with a TypeError when no answer came.
 */
export function postWithProgress(
  url: string,
  form: FormData,
  { headers = {}, onProgress, onSent, signal }: UploadOptions = {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
