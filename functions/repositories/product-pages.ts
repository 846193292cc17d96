/**
 * Product pages: one HTML document per product in the images bucket,
 * `pages/products/<encoded product_id>.html`, drawn from the catalogue into the page template of
 * the built site (the site bucket in AWS, web/dist locally), each behind the generation guard
 * the catalogue snapshot uses (functions/repositories/published-objects.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { env } from '../commons/env';
import { s3Client } from '../commons/s3-client';
import type { ProductPageStore } from '../events/product-page-publisher';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-snapshot';
import { listProducts, readDatedProducts } from './products';
import { nextGeneration, publishedObject } from './published-objects';

/** Where product pages are kept in the images bucket. */
export const PRODUCT_PAGES_PREFIX = 'pages/products/';

/** A product's page's key: `pages/products/byredo-mojave-ghost-edp.html`. */
export const productPageKey = (productId: string) => `${PRODUCT_PAGES_PREFIX}${encodeURIComponent(productId)}.html`;

/** Cached as the catalogue is: browsers revalidate, CloudFront keeps a page a few seconds, so an edit shows within seconds. */
export const PRODUCT_PAGE_CACHE_CONTROL = CATALOGUE_CACHE_CONTROL;

/** The template as built: from web/dist locally, from the site bucket in AWS (read afresh, as a deploy replaces it). */
async function readTemplate(file: string): Promise<string> {
  if (env.siteDir) return readFile(join(env.siteDir, file), 'utf8');
  if (!env.siteBucket) throw new Error('Missing environment variable SITE_BUCKET (or SITE_DIR): where the built site is');
  const out = await s3Client().send(new GetObjectCommand({ Bucket: env.siteBucket, Key: file }));
  return out.Body!.transformToString('utf8');
}

/** The live store: the table, the images bucket, and the built site's `templateFile`. */
export const liveProductPageStore = (templateFile: string): ProductPageStore => ({
  nextGeneration,
  listProducts,
  readProducts: async (ids) => new Map([...(await readDatedProducts(ids))].map(([id, dated]) => [id, dated.product])),
  page: (productId) => publishedObject({ key: productPageKey(productId), contentType: 'text/html; charset=utf-8', cacheControl: PRODUCT_PAGE_CACHE_CONTROL }),
  template: () => readTemplate(templateFile),
  siteUrl: () => env.siteUrl,
});
