import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { S3Client } from '@aws-sdk/client-s3';
import { PRODUCT_PAGES_VIEWER_PREFIX, productPageOriginPath } from '@shared/catalog/product-page-address';
import { handlerFileName, hasFunction, type RouteSpec } from '@shared/route-kit';
import { log } from '../../functions/commons/logger';
import { lambdaContext, throughCloudFront, toApiEvent } from './api-event';
import { findRoute, type MatchedRoute } from './api-routing';
import { LOCAL_S3_SECRET, type Passage, paymentsPassage, s3Passage } from './browser-passages';
import { chooseCompression } from './content-encoding';
import { createImageServer } from './images';
import { closeServer } from './close-server';
import { BASE_SECURITY_HEADERS, PAGE_SECURITY_HEADERS } from './security-headers';
import { sendJson } from './send-json';
import { createSnapshotServer } from './snapshot-server';
import { createStaticSite } from './static-site';

type LambdaHandler = (event: ReturnType<typeof toApiEvent>, context: Context) => Promise<APIGatewayProxyResultV2>;

/** API Gateway's own cap on a request body (HTTP API: 10 MB). */
const BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Lambda's cap on a synchronous invocation's event and on its answer: 6 MB. The event carries a
 * binary or multipart body base64-encoded (×4/3), so a 5 MB image already passes it.
 */
export const LAMBDA_PAYLOAD_LIMIT_BYTES = 6 * 1024 * 1024;

export interface GatewayOptions {
  routes: Record<string, RouteSpec>;
  /** Where `functions/routes/<name>.ts` live. */
  handlersDir: string;
  /** The built SPA; `undefined` answers only the API and images (the Vite dev server does the rest). */
  webRoot?: string;
  s3: () => S3Client;
  imagesBucket: () => string;
  bodyLimitBytes?: number;
  /** The payment emulator's URL, reached by the local card form under `/local-payments/`; undefined with real Stripe. */
  paymentsEmulator?: () => string | undefined;
  /** The local S3's URL, reached by presigned uploads from the browser under `/local-s3/`. */
  s3Endpoint?: () => string | undefined;
  /**
   * When the local stream readers last found nothing left to handle (epoch ms), answered at
   * `GET /local-cloud/streams`: tests wait on it rather than sleep. A laptop-only diagnostic,
   * like the emulator's passage: it has no counterpart in AWS and nothing in the shop calls it.
   */
  streamsQuietSince?: () => number;
  /** The local S3's secret key, which signs the presigned upload policies the gateway checks. */
  s3Secret?: string;
  /**
   * The value sent in the origin header, as CloudFront sends it in AWS. By default the handlers'
   * own ORIGIN_SECRET: they run in this process, and the gateway plays the distribution in front.
   */
  originSecret?: () => string | undefined;
}

/** Where the local cloud says how far its stream readers have got. */
export const LOCAL_STREAMS_PATH = '/local-cloud/streams';

/** Where the browser posts presigned uploads to the local S3, on the site's own origin. */
const LOCAL_S3_PREFIX = '/local-s3/';

/** The largest file a presigned upload may carry (the policy's content-length-range, which the local S3 does not check). */
const UPLOAD_FILE_LIMIT_BYTES = 5 * 1024 * 1024;
/** The largest presigned upload the gateway reads: the file and the form fields around it. */
const UPLOAD_LIMIT_BYTES = UPLOAD_FILE_LIMIT_BYTES + 64 * 1024;

/** The size of the `file` part of a multipart body, or undefined when there is none. */
function multipartFileSize(body: Buffer, contentType: string | undefined): number | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return undefined;
  const header = body.indexOf('name="file"');
  if (header < 0) return undefined;
  const start = body.indexOf('\r\n\r\n', header);
  const end = body.indexOf(`\r\n--${marker}`, start);
  return start < 0 || end < 0 ? undefined : end - (start + 4);
}

/** Where the local card form reaches the payment emulator, on the site's own origin. */
const LOCAL_PAYMENTS_PREFIX = '/local-payments/';

export interface Gateway {
  server: Server;
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * API Gateway, Lambda and CloudFront in one small server: a route served from a snapshot comes
 * from the images bucket as CloudFront caches it, so do product pages (`/products/<id>`, with the
 * missing page's route behind them), `/api/*` runs the route's handler module with an
 * API Gateway v2 event, `/images/*` comes from the images bucket, everything else from the built
 * SPA. Like CloudFront, it proves each API request with the origin secret and names the viewer's
 * address from the connection, whatever headers the caller sent.
 */
export function createGateway(options: GatewayOptions): Gateway {
  const modules = new Map<string, Promise<LambdaHandler>>();
  const serveImage = createImageServer({ s3: options.s3, bucket: options.imagesBucket });
  const snapshots = createSnapshotServer({ s3: options.s3, bucket: options.imagesBucket, routes: options.routes });
  // The HTTP API has no route for a snapshot: CloudFront answers its exact path from S3.
  const apiRoutes = Object.fromEntries(Object.entries(options.routes).filter(([, spec]) => hasFunction(spec)));
  const serveStatic = options.webRoot ? createStaticSite(options.webRoot) : undefined;
  const limit = options.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  const originSecret = options.originSecret ?? (() => process.env.ORIGIN_SECRET);
  const s3Secret = options.s3Secret ?? LOCAL_S3_SECRET;

  function handlerOf(name: string): Promise<LambdaHandler> {
    let pending = modules.get(name);
    if (!pending) {
      const file = join(options.handlersDir, `${handlerFileName(name)}.ts`);
      pending = existsSync(file)
        ? import(pathToFileURL(file).href).then((module: { handler?: LambdaHandler }) => {
            if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler`);
            return module.handler;
          })
        : Promise.reject(new Error(`No handler file for route ${name} (expected ${file})`));
      // A failed import is retried on the next request, so fixing the file is enough.
      pending.catch(() => modules.delete(name));
      modules.set(name, pending);
    }
    return pending;
  }

  /**
   * `/products/<id>` as CloudFront's product page behaviour answers it: the edge function's
   * rewrite (the shared rule), then the origin group: the stored page from the images bucket,
   * else the same path from the API, where the missing page's route answers 404 (its HTML
   * compressed, as that behaviour compresses).
   */
  function serveProductPage(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const origin = productPageOriginPath(pathname);
    if (!origin) {
      res.writeHead(302, { ...BASE_SECURITY_HEADERS, location: '/shop', 'content-length': '0' }).end();
      return Promise.resolve();
    }
    const fallback = () => serveApi(req, res, new URL(origin, 'http://localhost'), TEXT_AND_JSON);
    return snapshots.serve(req, res, snapshots.at(origin), fallback) ?? Promise.resolve();
  }

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, compressible = JSON_ONLY): Promise<void> {
    const started = Date.now();
    const method = req.method ?? 'GET';
    const found = findRoute(apiRoutes, method, url.pathname);
    const requestId = randomUUID();
    let status = 0;
    let name: string | undefined;
    try {
      if (found.kind === 'none') {
        status = sendJson(res, 404, { code: 'NOT_FOUND', message: `There is no API route ${method} ${url.pathname}.` });
        return;
      }
      if (found.kind === 'wrong-method') {
        status = sendJson(
          res,
          405,
          {
            code: 'METHOD_NOT_ALLOWED',
            message: `${url.pathname} does not accept ${method}; it accepts ${found.allow.join(', ')}.`,
          },
          { allow: found.allow.join(', ') },
        );
        return;
      }
      name = found.route.name;
      const body = await readBody(req, limit);
      if (body === 'too-large') {
        status = sendJson(
          res,
          413,
          { code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${limit / 1024 / 1024} MB.` },
          { connection: 'close' },
        );
        return;
      }
      status = await invoke(res, found.route, { req, url, body, requestId }, compressible);
    } finally {
      // The route, not the raw path: paths carry tokens and email addresses.
      log.info('api', {
        method,
        route: name,
        path: name ? undefined : loggablePath(url.pathname),
        status,
        ms: Date.now() - started,
        requestId,
      });
    }
  }

  async function invoke(
    res: ServerResponse,
    route: MatchedRoute,
    call: { req: IncomingMessage; url: URL; body: Buffer; requestId: string },
    compressible: RegExp,
  ): Promise<number> {
    const sourceIp = (call.req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    const viewer = { address: sourceIp, port: call.req.socket.remotePort ?? 0 };
    const event = toApiEvent(
      {
        method: call.req.method ?? 'GET',
        url: call.url.pathname + call.url.search,
        headers: throughCloudFront(call.req.headers, viewer, originSecret()),
        sourceIp,
        body: call.body,
      },
      route,
      new Date(),
      call.requestId,
    );
    if (Buffer.byteLength(JSON.stringify(event)) > LAMBDA_PAYLOAD_LIMIT_BYTES) {
      // What API Gateway answers when Lambda refuses an event over its payload limit.
      return sendJson(res, 413, { message: 'Request Entity Too Large' });
    }
    try {
      const handler = await handlerOf(route.name);
      const result = await handler(event, lambdaContext(`maison-${handlerFileName(route.name)}`, call.requestId));
      if (Buffer.byteLength(JSON.stringify(result ?? null)) > LAMBDA_PAYLOAD_LIMIT_BYTES) {
        log.error('lambda answer over the payload limit', { route: route.name });
        return sendJson(res, 500, { message: 'Internal Server Error' });
      }
      return writeResult(res, result, call.req.headers['accept-encoding'], compressible);
    } catch (error) {
      log.error('lambda failed', { route: route.name, error });
      // What API Gateway answers when the function itself fails.
      return sendJson(res, 500, { message: 'Internal Server Error' });
    }
  }

  const failed = (res: ServerResponse, path: string) => (error: unknown) => {
    log.error('gateway failed', { path: loggablePath(path), error });
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
    else res.destroy();
  };

  const server = createServer((req, res) => {
    // The hottest path first, before any parsing: a snapshot answered from memory.
    const hot = snapshots.findTarget(req.url);
    if (hot) {
      snapshots.serve(req, res, hot)?.catch(failed(res, req.url!.split('?')[0]!));
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, { code: 'BAD_REQUEST', message: 'The request URL could not be read.' });
      return;
    }
    const snapshot = snapshots.find(url.pathname);
    const emulator = options.paymentsEmulator?.();
    const s3 = options.s3Endpoint?.();
    if (url.pathname === LOCAL_STREAMS_PATH && options.streamsQuietSince && req.method === 'GET') {
      sendJson(res, 200, { quietSince: options.streamsQuietSince() }, { 'cache-control': 'no-store' });
      return;
    }
    const work = snapshot
      ? (snapshots.serve(req, res, snapshot) ?? Promise.resolve())
      : url.pathname.startsWith(PRODUCT_PAGES_VIEWER_PREFIX)
        ? serveProductPage(req, res, url.pathname)
        : url.pathname === '/api' || url.pathname.startsWith('/api/')
          ? serveApi(req, res, url)
          : emulator && url.pathname.startsWith(LOCAL_PAYMENTS_PREFIX)
            ? forward(
                req,
                res,
                { to: emulator, path: url.pathname.slice(LOCAL_PAYMENTS_PREFIX.length - 1), search: url.search, limit: 64 * 1024 },
                paymentsPassage,
              )
            : s3 && url.pathname.startsWith(LOCAL_S3_PREFIX)
              ? forward(
                  req,
                  res,
                  {
                    to: s3,
                    path: url.pathname.slice(LOCAL_S3_PREFIX.length - 1),
                    search: url.search,
                    limit: UPLOAD_LIMIT_BYTES,
                    fileLimit: UPLOAD_FILE_LIMIT_BYTES,
                  },
                  (call) => s3Passage(call, options.imagesBucket(), s3Secret),
                )
              : url.pathname.startsWith('/images/')
                ? serveImage(req, res, url.pathname)
                : serveStatic
                  ? Promise.resolve(serveStatic(req, res, url.pathname))
                  : Promise.resolve(
                      void sendJson(res, 404, { code: 'NOT_FOUND', message: 'This server answers the API and images only.' }),
                    );
    work.catch(failed(res, url.pathname));
  });
  // Idle connections stay open for a minute, as CloudFront keeps a viewer's: with Node's 5 s, a
  // client reusing a connection after a pause can meet it closing (a reset, not an answer).
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
    close: () => closeServer(server),
  };
}

/**
 * Passes a browser's call to a local stand-in on the site's origin, when `passage` lets it
 * through (see browser-passages.ts): the local card form to the payment emulator (as Stripe.js
 * reaches Stripe, with the publishable key only), and product pictures and presigned uploads to
 * the local S3 (as the browser reaches the bucket in AWS). Larger bodies are refused; no
 * Authorization header goes on, so no caller borrows a stand-in's trust in any key.
 */
async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: { to: string; path: string; search: string; limit: number; fileLimit?: number },
  passage: (call: { method: string; path: string; search: string; contentType?: string; body: Buffer }) => Passage,
): Promise<void> {
  const body = await readBody(req, target.limit);
  if (
    body === 'too-large' ||
    (target.fileLimit !== undefined && (multipartFileSize(body, req.headers['content-type']) ?? 0) > target.fileLimit)
  ) {
    sendJson(
      res,
      400,
      { code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size.' },
      { connection: 'close' },
    );
    return;
  }
  const method = req.method ?? 'GET';
  const verdict = passage({ method, path: target.path, search: target.search, contentType: req.headers['content-type'], body });
  if (!verdict.pass) {
    sendJson(res, verdict.status, { code: verdict.status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', message: verdict.message });
    return;
  }
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'idempotency-key', 'stripe-version', 'range']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await fetch(new URL(target.path + target.search, target.to), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  const text = Buffer.from(await answer.arrayBuffer());
  res
    .writeHead(answer.status, {
      ...BASE_SECURITY_HEADERS,
      'content-type': answer.headers.get('content-type') ?? 'application/json',
      'content-length': String(text.length),
      'cache-control': 'no-store',
    })
    .end(text);
}

/** A path fit for a log line: long or address-like segments (tokens, emails, ids) become `…`. */
export function loggablePath(path: string): string {
  return path
    .split('/')
    .map((part) => (part.length > 24 || /[@%]/.test(part) ? '…' : part))
    .join('/');
}

/** Reads the body up to `limit` bytes; a larger one is refused before it is all received. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    return Promise.resolve('too-large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve('too-large');
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** What CloudFront compresses of the API's answers: JSON under `/api/*`; HTML too where a page behaviour reaches the API. */
const JSON_ONLY = /json/;
const TEXT_AND_JSON = /json|^text\//;

/**
 * Writes a Lambda's answer the way API Gateway does (a bare value is a 200 JSON body), and
 * compresses JSON as CloudFront does in front of the API in AWS.
 */
function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2, acceptEncoding?: string, compressible = JSON_ONLY): number {
  if (typeof result !== 'object' || result === null || !('statusCode' in result) || result.statusCode === undefined) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    return sendJson(res, 200, undefined, {}, body);
  }
  const headers: OutgoingHttpHeaders = { ...BASE_SECURITY_HEADERS };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (String(headers['content-type'] ?? '').startsWith('text/html')) Object.assign(headers, PAGE_SECURITY_HEADERS);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  let body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : Buffer.from(result.body ?? '');
  if (
    body.length > 1024 &&
    compressible.test(String(headers['content-type'] ?? '')) &&
    chooseCompression(acceptEncoding, ['gzip']) === 'gzip'
  ) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode, headers).end(body);
  return result.statusCode;
}
