import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { log } from '../../functions/commons/logger';
import { isSiteFilePath } from '@shared/crawlers/site-files';
import { snapshotKey, type RouteSpec } from '@shared/route-kit';
import { chooseCompression, type Compression, compressedForms, type Encoded, offeredBy } from './content-encoding';
import { BASE_SECURITY_HEADERS, PAGE_SECURITY_HEADERS } from './security-headers';
import { sendJson } from './send-json';

/** The longest CloudFront keeps a snapshot, whatever its Cache-Control says (the cache policy's max TTL). */
const SNAPSHOT_MAX_TTL_SECONDS = 60;
/** How soon a missing snapshot is looked for again (it appears once the stream has published it). */
const MISSING_RETRY_MS = 500;

/** One form of the object (plain, gzip or brotli) with its answers ready to write. */
interface Form {
  body: Buffer;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

/** The object as last fetched, in each form it is served in. */
interface Copy {
  etag: string;
  freshMs: number;
  offered: Compression[];
  forms: Record<Compression | 'identity', Form | undefined>;
}

/** What CloudFront compresses (among the types it lists): text and JSON. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** The most distinct Accept-Encoding headers whose choice is remembered (browsers send a handful). */
const CHOICES_KEPT = 64;

interface Entry {
  key: string;
  copy?: Copy;
  checkedAt: number;
  checking?: Promise<void>;
}

/** How long a shared cache may keep an answer: `s-maxage`, else `max-age`, capped; 0 without either. */
export function sharedFreshMs(cacheControl: string | undefined): number {
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl ?? '')?.[1] ?? /\bmax-age=(\d+)/.exec(cacheControl ?? '')?.[1];
  return Math.min(Number(seconds ?? 0), SNAPSHOT_MAX_TTL_SECONDS) * 1000;
}

/** Whether an If-None-Match header names the ETag (a list, a weak tag or `*` included). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** A single-part upload's ETag is the MD5 of its bytes: a read torn by a write in progress fails this. */
function intact(body: Buffer, etag: string): boolean {
  const md5 = /^"([0-9a-f]{32})"$/.exec(etag)?.[1];
  return !md5 || createHash('md5').update(body).digest('hex') === md5;
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * The routes served from snapshots (`snapshot: true`) and the site files crawlers read
 * (`/robots.txt`, `/sitemap.xml`, `/sitemaps/<n>.xml`), as CloudFront serves them in AWS: the
 * object's bytes are kept in memory, with their gzip and brotli forms made once per version, and
 * answered in the form the viewer's Accept-Encoding asks for (plain to `identity`), with the
 * object's Content-Type, Cache-Control and ETag (weak for a compressed form), Vary:
 * Accept-Encoding, and 304 to a matching If-None-Match. Once the object's `s-maxage` has passed,
 * the next request first revalidates against the local S3 with If-None-Match, one request for
 * all waiting. The query string is ignored; methods other than GET and HEAD are refused.
 */
export function createSnapshotServer(deps: { s3: () => S3Client; bucket: () => string; routes: Record<string, RouteSpec> }) {
  const entries = new Map<string, Entry>();
  const entryAt = (path: string): Entry => ({ key: snapshotKey(path), checkedAt: -Infinity });
  for (const spec of Object.values(deps.routes)) {
    if (spec.snapshot) entries.set(spec.path, entryAt(spec.path));
  }
  /** The snapshot at this exact path: a route's, or a site file's (robots.txt, the sitemap, a page of it by number). */
  const lookup = (path: string): Entry | undefined => {
    let entry = entries.get(path);
    if (!entry && isSiteFilePath(path)) entries.set(path, (entry = entryAt(path)));
    return entry;
  };

  async function check(entry: Entry): Promise<void> {
    const previous = entry.copy;
    try {
      const object = await deps.s3().send(
        new GetObjectCommand({
          Bucket: deps.bucket(),
          Key: entry.key,
          ...(previous ? { IfNoneMatch: previous.etag } : {}),
        }),
      );
      const body = Buffer.from(await object.Body!.transformToByteArray());
      const etag = object.ETag ?? '';
      // Caught mid-write: keep what we had, and look again at the next request.
      if (!intact(body, etag)) return;
      const cacheControl = object.CacheControl ?? '';
      const type = object.ContentType ?? 'application/octet-stream';
      // Compressed here, once per version, as CloudFront compresses what the origin sends plain.
      const encoded: Encoded = object.ContentEncoding || !COMPRESSIBLE.test(type) ? { identity: body } : await compressedForms(body);
      const form = (coding: Compression | 'identity'): Form | undefined => {
        const bytes = encoded[coding];
        if (!bytes) return undefined;
        // A compressed form is not the stored bytes: CloudFront weakens the ETag when it compresses.
        const common: OutgoingHttpHeaders = {
          // A page (a product's) gets the policy the site's pages get; CloudFront sends it on every answer.
          ...(type.startsWith('text/html') ? PAGE_SECURITY_HEADERS : BASE_SECURITY_HEADERS),
          etag: coding === 'identity' || !etag ? etag : `W/${etag}`,
          ...(cacheControl ? { 'cache-control': cacheControl } : {}),
          ...(encoded.gzip ? { vary: 'accept-encoding' } : {}),
        };
        return {
          body: bytes,
          notModified: common,
          ok: {
            ...common,
            'content-type': type,
            ...(coding !== 'identity' || object.ContentEncoding
              ? { 'content-encoding': coding === 'identity' ? object.ContentEncoding : coding }
              : {}),
            ...(object.LastModified ? { 'last-modified': object.LastModified.toUTCString() } : {}),
            'content-length': String(bytes.length),
          },
        };
      };
      entry.copy = {
        etag,
        freshMs: sharedFreshMs(cacheControl),
        offered: offeredBy(encoded),
        forms: { identity: form('identity'), gzip: form('gzip'), br: form('br') },
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) entry.copy = undefined;
      // Unchanged (304) keeps the copy; an unreachable store serves the copy we have, as CloudFront does.
      else if (status !== 304) {
        log.warn('snapshot revalidation failed', { key: entry.key, error });
        if (!previous) throw error;
      }
    }
    entry.checkedAt = Date.now();
  }

  const stale = (entry: Entry) => Date.now() - entry.checkedAt >= (entry.copy ? entry.copy.freshMs : MISSING_RETRY_MS);

  // The form per Accept-Encoding header, remembered: the hot path parses no header twice.
  const choices = new Map<string, Compression | 'identity'>();
  function formFor(header: string | undefined, copy: Copy): Form {
    if (!header || !copy.offered.length) return copy.forms.identity!;
    let choice = choices.get(header);
    if (choice === undefined) {
      choice = chooseCompression(header, ['br', 'gzip']) ?? 'identity';
      if (choices.size >= CHOICES_KEPT) choices.clear();
      choices.set(header, choice);
    }
    return copy.forms[choice] ?? copy.forms.identity!;
  }

  function answer(req: IncomingMessage, res: ServerResponse, entry: Entry, missing?: () => Promise<void>): Promise<void> | void {
    const copy = entry.copy;
    if (!copy && missing) return missing();
    if (!copy) {
      sendJson(
        res,
        404,
        { code: 'NOT_FOUND', message: 'Nothing has been published at this address yet; try again in a moment.' },
        { 'cache-control': 'no-store' },
      );
      return;
    }
    const form = formFor(req.headers['accept-encoding'], copy);
    if (ifNoneMatchHits(req.headers['if-none-match'], copy.etag)) {
      res.writeHead(304, form.notModified).end();
    } else {
      res.writeHead(200, form.ok).end(req.method === 'HEAD' ? undefined : form.body);
    }
  }

  // Objects found by a path the gateway rewrote (product pages): kept as the others are, but
  // bounded, since any address a visitor makes up names one.
  const rewritten = new Map<string, Entry>();
  const REWRITTEN_KEPT = 10_000;

  return {
    /** The snapshot served at this exact path, if any. */
    find: lookup,

    /**
     * The object a rewritten origin path names (`/api/product-pages/<escaped id>`), at
     * `snapshots/` plus the unescaped path, as S3 reads a path into a key.
     */
    at(path: string): Entry {
      let entry = rewritten.get(path);
      if (!entry) {
        let key: string;
        try {
          key = snapshotKey(decodeURIComponent(path));
        } catch {
          key = snapshotKey(path);
        }
        if (rewritten.size >= REWRITTEN_KEPT) rewritten.clear();
        rewritten.set(path, (entry = { key, checkedAt: -Infinity }));
      }
      return entry;
    },

    /** The snapshot a raw request target names (`/path?query`), found without parsing a URL. */
    findTarget(target: string | undefined): Entry | undefined {
      if (!target) return undefined;
      const query = target.indexOf('?');
      return lookup(query < 0 ? target : target.slice(0, query));
    },

    /**
     * Answers at once from memory while the copy is fresh; otherwise once it has been revalidated.
     * Without an object, `missing` answers when given (an origin group's fallback), else a 404.
     */
    serve(req: IncomingMessage, res: ServerResponse, entry: Entry, missing?: () => Promise<void>): Promise<void> | undefined {
      const method = req.method ?? 'GET';
      if (method !== 'GET' && method !== 'HEAD') {
        sendJson(
          res,
          405,
          { code: 'METHOD_NOT_ALLOWED', message: `This address answers GET and HEAD only, not ${method}.` },
          { allow: 'GET, HEAD' },
        );
        return undefined;
      }
      if (!stale(entry)) {
        const pending = answer(req, res, entry, missing);
        return pending ?? undefined;
      }
      entry.checking ??= check(entry).finally(() => {
        entry.checking = undefined;
      });
      return entry.checking.then(() => answer(req, res, entry, missing));
    },
  };
}
