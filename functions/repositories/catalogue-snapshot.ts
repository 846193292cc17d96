/**
 * The published catalogue: one object in the images bucket, `snapshots/api/customer/products`,
 * which CloudFront serves as `GET /api/customer/products`, and its generation counter in the
 * table (`SNAPSHOT#catalogue` / `GENERATION`, attribute `generation`). The object carries the
 * generation it was built at in its metadata; only conditional writes replace it.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { snapshotKey } from '../../shared/route-kit';
import { catalogRoutes } from '../../shared/routes/catalog';
import type { Product } from '../../shared/types';
import { documentClient } from '../commons/document-client';
import { s3Client } from '../commons/s3-client';
import { env } from '../commons/env';
import type { PublishedSnapshot, SnapshotStore } from '../events/catalogue-publisher';
import { fromItem, listProducts, type ProductItem } from './products';
import { keys, tableName } from './table';

/** The catalogue's object key in the images bucket. */
export const CATALOGUE_KEY = snapshotKey(catalogRoutes.listProducts.path);

/** Browsers revalidate every time (a 304 when unchanged); CloudFront keeps it `cacheSeconds`. */
export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${catalogRoutes.listProducts.cacheSeconds}`;

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
async function readProducts(ids: readonly string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  for (let i = 0; i < ids.length; i += 100) {
    let wanted: Record<string, unknown>[] = ids.slice(i, i + 100).map((id) => keys.product(id));
    for (let attempt = 0; wanted.length; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept product reads unprocessed');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const out = await documentClient().send(new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } },
      }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        if (item.type === 'product') found.set(String(item.productId), fromItem(item as ProductItem));
      }
      wanted = out.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}

/**
 * The object's ETag and generation, or undefined when there is none. Without s3:ListBucket, S3
 * answers a missing key with 403 rather than 404: both mean "none" here, and the write that
 * follows is conditional on there being none, so a mistaken "none" only fails that write.
 */
async function current(): Promise<PublishedSnapshot | undefined> {
  try {
    const out = await s3Client().send(new HeadObjectCommand({ Bucket: env.imagesBucket, Key: CATALOGUE_KEY }));
    return { etag: out.ETag ?? '', generation: Number(out.Metadata?.generation ?? 0) || 0 };
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 403) return undefined;
    throw error;
  }
}

/** Writes the object if it is still `expected`; false when another publisher got there first. */
async function write(body: Buffer, generation: number, expected: PublishedSnapshot | undefined): Promise<boolean> {
  try {
    await s3Client().send(new PutObjectCommand({
      Bucket: env.imagesBucket,
      Key: CATALOGUE_KEY,
      Body: body,
      // Stored plain: CloudFront compresses it by each viewer's Accept-Encoding (and sends it
      // plain to a viewer that takes no compression), which a stored gzip would not allow.
      ContentType: 'application/json; charset=utf-8',
      CacheControl: CATALOGUE_CACHE_CONTROL,
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

/** The live store: the table and the images bucket the environment names. */
export const liveSnapshotStore = (): SnapshotStore => ({ nextGeneration, listProducts, readProducts, current, write });
