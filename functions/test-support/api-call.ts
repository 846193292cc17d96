import { request } from 'node:http';

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

/** What came back from one exchange, unparsed. */
export interface RawAnswer {
  status: number;
  text: string;
  setCookies: string[];
}

/**
 * One HTTP exchange with the local cloud, sent from `from`, a local address. The gateway, like
 * CloudFront, names the caller by its connection's address whatever headers it sends, so a test
 * acts as a client of its own by sending from a loopback address of its own (on Linux all of
 * 127.0.0.0/8 is loopback; elsewhere only 127.0.0.1 may be). A new connection each time, closed
 * after the answer, so no socket is kept per address.
 */
export function sendFrom(
  from: string | undefined,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  const headers = body ? { ...init.headers, 'content-length': String(body.length) } : init.headers;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          setCookies: res.headers['set-cookie'] ?? [],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
