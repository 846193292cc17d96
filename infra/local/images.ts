import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { IMAGE_SECURITY_HEADERS } from './security-headers';
import { CONTENT_TYPES } from './static-site';

/** The object key behind `/images/<key>`, or undefined for a path that names none. */
function imageKey(urlPath: string): string | undefined {
  if (!urlPath.startsWith('/images/')) return undefined;
  try {
    const key = decodeURIComponent(urlPath.slice('/images/'.length));
    return key && !key.split('/').includes('..') ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/images/*` from the images bucket, as CloudFront serves it in AWS: the stored content type,
 * a day of caching (uploads get new keys), conditional requests, 404 when there is no object.
 */
export function createImageServer(deps: { s3: () => S3Client; bucket: () => string }) {
  return async function serveImage(req: IncomingMessage, res: ServerResponse, urlPath: string): Promise<void> {
    const key = imageKey(urlPath);
    const notFound = () =>
      res.writeHead(404, { ...IMAGE_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end('Image not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...IMAGE_SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
      return;
    }
    if (!key) return void notFound();
    const ifNoneMatch = req.headers['if-none-match'];
    try {
      const object = await deps.s3().send(
        new GetObjectCommand({
          Bucket: deps.bucket(),
          Key: key,
          ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
        }),
      );
      const headers: Record<string, string> = {
        ...IMAGE_SECURITY_HEADERS,
        'content-type':
          object.ContentType && object.ContentType !== 'application/octet-stream'
            ? object.ContentType
            : (CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream'),
        'cache-control': object.CacheControl ?? 'public, max-age=86400',
        ...(object.ETag ? { etag: object.ETag } : {}),
        ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
        ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
      };
      res.writeHead(200, headers);
      const body = object.Body as Readable | undefined;
      if (req.method === 'HEAD' || !body) {
        body?.destroy();
        res.end();
        return;
      }
      body.on('error', () => res.destroy());
      body.pipe(res);
    } catch (error) {
      const name = (error as Error).name;
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304) {
        res.writeHead(304, { ...IMAGE_SECURITY_HEADERS, ...(typeof ifNoneMatch === 'string' ? { etag: ifNoneMatch } : {}) }).end();
        return;
      }
      if (name === 'NoSuchKey' || name === 'NotFound' || status === 404) return void notFound();
      throw error;
    }
  };
}
