/** The part of s3rver's Koa context this middleware reads and writes. */
export interface S3Context {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
  store: { getMetadata(bucket: string, key: string): Promise<{ etag?: string }> };
}

type Next = () => Promise<unknown>;

const unquoted = (etag: string | string[] | undefined) => String(etag).replace(/"/g, '');

function s3Error(ctx: S3Context, status: number, code: string, message: string, condition?: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${condition ? `<Condition>${condition}</Condition>` : ''}</Error>`;
}

/** The ETag of the stored object (quoted, as S3 sends it), or undefined when there is none. */
async function storedEtag(ctx: S3Context, bucket: string, key: string): Promise<string | undefined> {
  try {
    return (await ctx.store.getMetadata(bucket, key)).etag;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * S3's conditional writes, which s3rver ignores (it would overwrite): a plain object PUT with
 * `If-None-Match: *` fails with 412 when the key exists, one with `If-Match: <etag>` with 412 when
 * the stored ETag differs and 404 when there is no object; an object DELETE with `If-Match` the
 * same (a deleted product's page is taken down only while it is the page seen). Like S3, the
 * check and the write are one step: PUTs and DELETEs to the same key go one at a time. And like S3, an overwrite is atomic to its
 * readers: s3rver rewrites an object's files in place, so a GET or HEAD of a key takes its turn
 * with the PUTs to it and sees the old object or the new one, never a half-written or missing
 * one. Path-style requests only, as the local clients send them.
 */
export function conditionalWrites() {
  const queues = new Map<string, Promise<unknown>>();

  /** Runs `work` after every earlier PUT to the same key has finished. */
  async function inTurn(id: string, work: () => Promise<unknown>): Promise<void> {
    const run = (queues.get(id) ?? Promise.resolve()).catch(() => undefined).then(work);
    queues.set(id, run);
    try {
      await run;
    } finally {
      if (queues.get(id) === run) queues.delete(id);
    }
  }

  return async function conditionalWrite(ctx: S3Context, next: Next): Promise<void> {
    const [, bucket, ...rest] = ctx.path.split('/');
    const plainPut =
      ctx.method === 'PUT' &&
      bucket &&
      rest.length &&
      Object.keys(ctx.query).every((name) => name === 'x-id') &&
      !ctx.headers['x-amz-copy-source'];
    const plainDelete = ctx.method === 'DELETE' && bucket && rest.length && Object.keys(ctx.query).every((name) => name === 'x-id');
    const objectRead = (ctx.method === 'GET' || ctx.method === 'HEAD') && bucket && rest.length;
    if (objectRead) {
      await inTurn(`${bucket}/${decodeURIComponent(rest.join('/'))}`, next);
      return;
    }
    if (!plainPut && !plainDelete) {
      await next();
      return;
    }
    const key = decodeURIComponent(rest.join('/'));
    const ifMatch = ctx.headers['if-match'];
    const ifNoneMatch = ctx.headers['if-none-match'];
    await inTurn(`${bucket}/${key}`, async () => {
      if (ifMatch === undefined && ifNoneMatch === undefined) return next();
      if (ifNoneMatch !== undefined && ifNoneMatch !== '*') {
        return s3Error(ctx, 501, 'NotImplemented', 'A header you provided implies functionality that is not implemented', 'If-None-Match');
      }
      const etag = await storedEtag(ctx, bucket!, key);
      if (ifNoneMatch === '*' && etag !== undefined) {
        return s3Error(ctx, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', 'If-None-Match');
      }
      if (ifMatch !== undefined && etag === undefined) return s3Error(ctx, 404, 'NoSuchKey', 'The specified key does not exist.');
      if (ifMatch !== undefined && unquoted(ifMatch) !== unquoted(etag)) {
        return s3Error(ctx, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', 'If-Match');
      }
      return next();
    });
  };
}
