/** What an API call answered: the status and the parsed JSON body (or the text). */
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
}

/**
 * Calls the local cloud's API like the browser does: JSON in and out, an optional bearer token.
 * Never throws on an error status, so tests can assert on it.
 */
export async function apiCall<T = any>(
  site: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(new URL(path, site), { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed as T };
}
