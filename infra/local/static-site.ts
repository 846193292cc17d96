import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { PRERENDERED_PAGES } from '@shared/prerendered-pages';
import { SITE_TEMPLATE_FILES } from '@shared/product-page-template';
import { chooseCompression, compressedForms, type Encoded, offeredBy } from './content-encoding';
import { PAGE_SECURITY_HEADERS } from './security-headers';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

const TEMPLATE_PATHS = new Set(SITE_TEMPLATE_FILES.map((file) => `/${file}`));

/** Hashed build output never changes under its name; the page itself must always be revalidated. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built SPA the way CloudFront does: files from `root`, `/` and `/shop` answered with
 * the page the build prerendered (home.html, shop.html), any other path with index.html
 * (client-side routes, and the product page templates, which only functions read), compression, and the security headers. Without a build it says how to
 * make one.
 */
export function createStaticSite(root: string) {
  const base = resolve(root);
  // Each file's bytes and encodings, made once per version of the file. The work runs off the
  // event loop, and concurrent first requests share it, so a first visit's large scripts never
  // hold up the requests beside them (CloudFront answers from its cache the same way).
  const versions = new Map<string, { key: string; encoded: Promise<Encoded> }>();

  function fileFor(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = resolve(join(base, decoded));
    if (file !== base && !file.startsWith(base + sep)) return undefined;
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  }

  function encodedFor(file: string, key: string, compressible: boolean): Promise<Encoded> {
    const known = versions.get(file);
    if (known?.key === key) return known.encoded;
    const encoded = readFile(file).then((identity): Promise<Encoded> | Encoded =>
      compressible ? compressedForms(identity) : { identity },
    );
    versions.set(file, { key, encoded });
    // A failed read is not kept: the next request tries again.
    encoded.catch(() => versions.get(file)?.encoded === encoded && versions.delete(file));
    return encoded;
  }

  async function send(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, status = 200) {
    const stats = statSync(file);
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      ...PAGE_SECURITY_HEADERS,
      'content-type': type,
      'cache-control': cacheControl,
      etag,
      vary: 'accept-encoding',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoded = await encodedFor(file, `${stats.size}-${stats.mtimeMs}`, COMPRESSIBLE.test(type));
    const encoding = chooseCompression(req.headers['accept-encoding'], offeredBy(encoded));
    const body = encoding ? encoded[encoding]! : encoded.identity;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  }

  return function serveStatic(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> | void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...PAGE_SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
      return;
    }
    const index = join(base, 'index.html');
    if (!existsSync(index)) {
      res
        .writeHead(503, { ...PAGE_SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(BUILD_HINT);
      return;
    }
    // A prerendered page, when the build made it (web/build/prerender-pages.ts): for its
    // bare path only, since a query (`?showLogin=true`) may change what the first render shows.
    const drawn = Object.hasOwn(PRERENDERED_PAGES, urlPath) && !req.url?.includes('?') ? fileFor(PRERENDERED_PAGES[urlPath]!) : undefined;
    if (drawn) return send(req, res, drawn, 'no-cache');
    // The product page templates are read by functions, not served: as CloudFront's fallback does.
    const file = TEMPLATE_PATHS.has(urlPath) ? undefined : fileFor(urlPath);
    if (file) return send(req, res, file, cacheControlFor(urlPath));
    // A missing build file must not come back as HTML (the browser would run it as a script).
    if (urlPath.startsWith('/assets/')) {
      res.writeHead(404, { ...PAGE_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    return send(req, res, index, 'no-cache');
  };
}

const BUILD_HINT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Maison: build the site first</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The site is not built yet</h1>
<p>The API is running, but there is no web build to serve. Run <code>npm run build:web</code>
(or simply <code>npm start</code>, which builds it), then reload this page.</p>
<p>For live reloading while you work on the web app, use <code>npm run dev</code>.</p>
</body></html>
`;
