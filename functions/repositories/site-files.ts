/**
 * Files of the built site that functions read: the product page template and the missing page.
 * From web/dist locally (SITE_DIR), from the site bucket in AWS (SITE_BUCKET), read afresh each
 * time, as a deploy replaces them (and the scripts and styles they name).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { env } from '../commons/env';
import { s3Client } from '../commons/s3-client';

/** One file of the built site, by its name at the site's root (`product-missing.html`). */
export async function readSiteFile(file: string): Promise<string> {
  if (env.siteDir) return readFile(join(env.siteDir, file), 'utf8');
  if (!env.siteBucket) throw new Error('Missing environment variable SITE_BUCKET (or SITE_DIR): where the built site is');
  const out = await s3Client().send(new GetObjectCommand({ Bucket: env.siteBucket, Key: file }));
  return out.Body!.transformToString('utf8');
}
