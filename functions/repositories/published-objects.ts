/**
 * Objects published from the table into the images bucket (the catalogue snapshot, the site
 * files, the product pages) and the one generation counter they share in the table
 * (`SNAPSHOT#catalogue` / `GENERATION`, attribute `generation`). Each object carries the
 * generation it was built at in its metadata; only conditional writes and deletes replace it
 * (see functions/events/published-object.ts).
 */
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import { env } from '../commons/env';
import { s3Client } from '../commons/s3-client';
import type { PublishedSnapshot, RemovableObject } from '../events/published-object';
import { tableName } from './table';

/** The generation counter's key: one for every publisher, so generations never repeat. */
const generationKey = { pk: 'SNAPSHOT#catalogue', sk: 'GENERATION' } as const;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Moves the generation on and answers the new value. */
export async function nextGeneration(): Promise<number> {
  const out = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: generationKey,
      UpdateExpression: 'ADD generation :one SET #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'snapshotGeneration' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.generation);
}

/** How an object is stored: plain (CloudFront compresses it per viewer), with its type and lifetime. */
export interface StoredObject {
  key: string;
  contentType: string;
  cacheControl: string;
  /** What this write is built from, kept in the object's metadata and read back by `current`. */
  fingerprint?: string;
}

/**
 * The object's ETag and generation, or undefined when there is none. Without s3:ListBucket, S3
 * answers a missing key with 403 rather than 404: both mean "none" here, and the write that
 * follows is conditional on there being none, so a mistaken "none" only fails that write.
 */
async function current({ key }: Pick<StoredObject, 'key'>): Promise<PublishedSnapshot | undefined> {
  try {
    const out = await s3Client().send(new HeadObjectCommand({ Bucket: env.imagesBucket, Key: key }));
    const fingerprint = out.Metadata?.fingerprint;
    return { etag: out.ETag ?? '', generation: Number(out.Metadata?.generation ?? 0) || 0, ...(fingerprint ? { fingerprint } : {}) };
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 403) return undefined;
    throw error;
  }
}

// 412: the condition no longer holds; 409: a concurrent conditional request; 404: If-Match on a deleted object.
const lostRace = (error: unknown) => [412, 409, 404].includes(statusOf(error) ?? 0);

/** Writes the object if it is still `expected`; false when another publisher got there first. */
async function write(stored: StoredObject, body: Buffer, generation: number, expected: PublishedSnapshot | undefined): Promise<boolean> {
  try {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: env.imagesBucket,
        Key: stored.key,
        Body: body,
        // Stored plain: CloudFront compresses it by each viewer's Accept-Encoding (and sends it
        // plain to a viewer that takes no compression), which a stored gzip would not allow.
        ContentType: stored.contentType,
        CacheControl: stored.cacheControl,
        Metadata: { generation: String(generation), ...(stored.fingerprint ? { fingerprint: stored.fingerprint } : {}) },
        ...(expected ? { IfMatch: expected.etag } : { IfNoneMatch: '*' }),
      }),
    );
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}

/** Deletes the object if it is still `expected`; false when another publisher replaced it. */
async function remove({ key }: StoredObject, expected: PublishedSnapshot): Promise<boolean> {
  try {
    await s3Client().send(new DeleteObjectCommand({ Bucket: env.imagesBucket, Key: key, IfMatch: expected.etag }));
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}

/** The object at `stored.key` of the images bucket, behind the generation guard. */
export const publishedObject = (stored: StoredObject): RemovableObject => ({
  current: () => current(stored),
  write: (body, generation, expected) => write(stored, body, generation, expected),
  remove: (expected) => remove(stored, expected),
});
