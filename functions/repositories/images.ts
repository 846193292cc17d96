/**
 * Product pictures in the images bucket: `products/<product_id>-<tag>.<ext>` served at
 * `/images/...`, and `uploads/<uuid>` where the browser puts a picture with a presigned POST
 * before a product route checks it and adopts it.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3Client } from '../commons/s3-client';
import { env } from '../commons/env';

/** A picture's key never changes content (the tag is new with each upload), so browsers may keep it a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function putImage(key: string, content: Buffer, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: env.imagesBucket, Key: key, Body: content, ContentType: contentType, CacheControl: CACHE_CONTROL }),
  );
}

/** The key of a picture the site serves from this bucket (`/images/products/…` → `products/…`); undefined for any other address. */
export function pictureKeyOf(imageUrl: string): string | undefined {
  const match = /^\/images\/(products\/[^?#]+)$/.exec(imageUrl);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** A stored picture's bytes and declared type; undefined when it is not there. */
export async function readPicture(key: string): Promise<{ bytes: Uint8Array; contentType?: string } | undefined> {
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: env.imagesBucket, Key: key }));
    return { bytes: await out.Body!.transformToByteArray(), ...(out.ContentType ? { contentType: out.ContentType } : {}) };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) return undefined;
    throw error;
  }
}

/** Size and first 16 bytes of an uploaded object; undefined when it is not there. */
export async function inspectUpload(key: string): Promise<{ size: number; head: Uint8Array } | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: env.imagesBucket, Key: key }));
    const size = head.ContentLength ?? 0;
    if (size === 0) return { size, head: new Uint8Array() };
    const first = await s3Client().send(new GetObjectCommand({ Bucket: env.imagesBucket, Key: key, Range: 'bytes=0-15' }));
    const bytes = await first.Body!.transformToByteArray();
    return { size, head: bytes.subarray(0, 16) };
  } catch (error) {
    const name = (error as Error).name;
    if (
      name === 'NotFound' ||
      name === 'NoSuchKey' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    )
      return undefined;
    throw error;
  }
}

/** Moves a checked upload to its product key, with its real type. */
export async function adoptUpload(from: string, to: string, contentType: string): Promise<void> {
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: env.imagesBucket,
      Key: to,
      CopySource: `${env.imagesBucket}/${from}`,
      MetadataDirective: 'REPLACE',
      ContentType: contentType,
      CacheControl: CACHE_CONTROL,
    }),
  );
  await s3Client().send(new DeleteObjectCommand({ Bucket: env.imagesBucket, Key: from }));
}

/** A presigned POST for one upload: its key, an image type and at most `maxBytes`, valid `expiresIn` seconds. */
export function presignUpload(key: string, contentType: string, maxBytes: number, expiresIn: number) {
  return createPresignedPost(s3Client(), {
    Bucket: env.imagesBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expiresIn,
  });
}
