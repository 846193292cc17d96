// CloudFront serves the site over HTTPS with HTTP/2 and 3 (infra/constructs/website.ts): one
// connection carries every file. The local site speaks plain HTTP/1.1, where a browser opens up
// to six connections per host, each with its own handshake and slow start, and Lighthouse's
// simulation charges a first visit for all of them. This front gives the local site the
// transport visitors get, for the bench: TLS with a certificate made for the run, HTTP/2, and
// every request passed to the local site as it came.
import { Agent, request } from 'node:http';
import { type Http2ServerRequest, type Http2ServerResponse, createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** Headers that name the connection itself: HTTP/2 has none of them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface HttpsFront {
  /** The site's address over HTTPS (its certificate is the run's own: the browser is told to accept it). */
  url: string;
  close(): Promise<void>;
}

/** Chromium flags for a browser that visits the front. */
export const HTTPS_FRONT_CHROMIUM_ARGS = ['--ignore-certificate-errors'];

export async function startHttpsFront(site: string): Promise<HttpsFront> {
  const target = new URL(site);
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', algorithm: 'sha256' });
  const agent = new Agent({ keepAlive: true });

  const pass = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    const upstream = request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  const server = createSecureServer({ key, cert, allowHTTP1: true }, pass);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
