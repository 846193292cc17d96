/**
 * The published catalogue: one object in the images bucket, `snapshots/api/customer/products`,
 * which CloudFront serves as `GET /api/customer/products`, and its generation counter in the
 * table (`SNAPSHOT#catalogue` / `GENERATION`, attribute `generation`); beside it the site files
 * built from the same read (`snapshots/sitemap.xml`, `snapshots/sitemaps/<n>.xml`,
 * `snapshots/robots.txt`, served at the site's root). Each object carries the generation it was
 * built at in its metadata; only conditional writes replace it.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { siteFileContentType } from '../../shared/crawlers/site-files';
import { snapshotKey } from '../../shared/route-kit';
import { catalogRoutes } from '../../shared/routes/catalog';
import { documentClient } from '../commons/document-client';
import { s3Client } from '../commons/s3-client';
import { env } from '../commons/env';
import type { PublishedObject, PublishedSnapshot, SnapshotStore } from '../events/catalogue-publisher';
import { datedFromItem, type DatedProduct, listDatedProducts, type ProductItem } from './products';
import { keys, tableName } from './table';

/** The catalogue's object key in the images bucket. */
export const CATALOGUE_KEY = snapshotKey(catalogRoutes.listProducts.path);

/** Browsers revalidate every time (a 304 when unchanged); CloudFront keeps it `cacheSeconds`. */
export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${catalogRoutes.listProducts.cacheSeconds}`;

/** The site files are cached as the catalogue is: a new product is in the sitemap within seconds. */
export const SITE_FILE_CACHE_CONTROL = CATALOGUE_CACHE_CONTROL;

const generationKey = { pk: 'SNAPSHOT#catalogue', sk: 'GENERATION' };

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Moves the generation on: one counter for every publisher, so generations never repeat. */
async function nextGeneration(): Promise<number> {
  const out = await documentClient().send(new UpdateCommand({
    TableName: tableName(), Key: generationKey,
    UpdateExpression: 'ADD generation :one SET #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':one': 1, ':type': 'snapshotGeneration' },
    ReturnValues: 'UPDATED_NEW',
  }));
  return Number(out.Attributes?.generation);
}

/** Products by id, read strongly consistent from the table itself (the index may lag it). */
async function readProducts(ids: readonly string[]): Promise<Map<string, DatedProduct>> {
  const found = new Map<string, DatedProduct>();
  for (let i = 0; i < ids.length; i += 100) {
    let wanted: Record<string, unknown>[] = ids.slice(i, i + 100).map((id) => keys.product(id));
    for (let attempt = 0; wanted.length; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept product reads unprocessed');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const out = await documentClient().send(new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } },
      }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        if (item.type === 'product') found.set(String(item.productId), datedFromItem(item as ProductItem));
      }
      wanted = out.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}

/** How an object is stored: plain (CloudFront compresses it per viewer), with its type and lifetime. */
interface Stored {
  key: string;
  contentType: string;
  cacheControl: string;
}

/**
 * The object's ETag and generation, or undefined when there is none. Without s3:ListBucket, S3
 * answers a missing key with 403 rather than 404: both mean "none" here, and the write that
 * follows is conditional on there being none, so a mistaken "none" only fails that write.
 */
async function current({ key }: Stored): Promise<PublishedSnapshot | undefined> {
  try {
    const out = await s3Client().send(new HeadObjectCommand({ Bucket: env.imagesBucket, Key: key }));
    return { etag: out.ETag ?? '', generation: Number(out.Metadata?.generation ?? 0) || 0 };
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 403) return undefined;
    throw error;
  }
}

/** Writes the object if it is still `expected`; false when another publisher got there first. */
async function write(stored: Stored, body: Buffer, generation: number, expected: PublishedSnapshot | undefined): Promise<boolean> {
  try {
    await s3Client().send(new PutObjectCommand({
      Bucket: env.imagesBucket,
      Key: stored.key,
      Body: body,
      // Stored plain: CloudFront compresses it by each viewer's Accept-Encoding (and sends it
      // plain to a viewer that takes no compression), which a stored gzip would not allow.
      ContentType: stored.contentType,
      CacheControl: stored.cacheControl,
      Metadata: { generation: String(generation) },
      ...(expected ? { IfMatch: expected.etag } : { IfNoneMatch: '*' }),
    }));
    return true;
  } catch (error) {
    // 412: the condition no longer holds; 409: a concurrent conditional write; 404: If-Match on a deleted object.
    if ([412, 409, 404].includes(statusOf(error) ?? 0)) return false;
    throw error;
  }
}

const objectAt = (stored: Stored): PublishedObject => ({
  current: () => current(stored),
  write: (body, generation, expected) => write(stored, body, generation, expected),
});

const catalogue = objectAt({ key: CATALOGUE_KEY, contentType: 'application/json; charset=utf-8', cacheControl: CATALOGUE_CACHE_CONTROL });

/** A site file (`/sitemap.xml`) at its key under `snapshots/`. */
const siteFile = (path: string): PublishedObject =>
  objectAt({ key: snapshotKey(path), contentType: siteFileContentType(path), cacheControl: SITE_FILE_CACHE_CONTROL });

/** The live store: the table and the images bucket the environment names. */
export const liveSnapshotStore = (): SnapshotStore => ({
  nextGeneration, listProducts: listDatedProducts, readProducts, ...catalogue, siteFile, siteUrl: () => env.siteUrl,
});
