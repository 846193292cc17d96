import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../../functions/commons/clients';
import { env } from '../../functions/commons/env';

/** A day: the key stays the same when a drawing changes, so browsers must look again. */
const CACHE_CONTROL = 'public, max-age=86400';

/** ETags (without quotes) of the objects under `prefix`, by key: one listing call per 1000. */
export async function storedEtags(prefix: string): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: env.imagesBucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key && object.ETag) etags.set(object.Key, object.ETag.replace(/"/g, ''));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return etags;
}

/** Stores an SVG picture, replacing any object at its key. */
export async function putSvg(key: string, svg: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({
      Bucket: env.imagesBucket,
      Key: key,
      Body: Buffer.from(svg, 'utf8'),
      ContentType: 'image/svg+xml',
      CacheControl: CACHE_CONTROL,
    }),
  );
}
