/**
 * The published catalogue: one object in the images bucket, `snapshots/api/customer/products`,
 * which CloudFront serves as `GET /api/customer/products`, and its generation counter in the
 * table (`SNAPSHOT#catalogue` / `GENERATION`, attribute `generation`); beside it the site files
 * built from the same read (`snapshots/sitemap.xml`, `snapshots/sitemaps/<n>.xml`,
 * `snapshots/robots.txt`, served at the site's root). Each object carries the generation it was
 * built at in its metadata; only conditional writes replace it.
 */
import { siteFileContentType } from '@shared/crawlers/site-files';
import { snapshotKey } from '@shared/route-kit';
import { catalogRoutes } from '@shared/routes/catalog';
import { env } from '../commons/env';
import type { PublishedObject, SnapshotStore } from '../events/catalogue-publisher';
import { listDatedProducts, readDatedProducts } from './products';
import { nextGeneration, publishedObject } from './published-objects';

/** The catalogue's object key in the images bucket. */
const CATALOGUE_KEY = snapshotKey(catalogRoutes.listProducts.path);

/** Browsers revalidate every time (a 304 when unchanged); CloudFront keeps it `cacheSeconds`. */
export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${catalogRoutes.listProducts.cacheSeconds}`;

/** The site files are cached as the catalogue is: a new product is in the sitemap within seconds. */
const SITE_FILE_CACHE_CONTROL = CATALOGUE_CACHE_CONTROL;

const catalogue = publishedObject({
  key: CATALOGUE_KEY,
  contentType: 'application/json; charset=utf-8',
  cacheControl: CATALOGUE_CACHE_CONTROL,
});

/** A site file (`/sitemap.xml`) at its key under `snapshots/`. */
const siteFile = (path: string): PublishedObject =>
  publishedObject({ key: snapshotKey(path), contentType: siteFileContentType(path), cacheControl: SITE_FILE_CACHE_CONTROL });

/** The live store: the table and the images bucket the environment names. */
export const liveSnapshotStore = (): SnapshotStore => ({
  nextGeneration,
  listProducts: listDatedProducts,
  readProducts: readDatedProducts,
  ...catalogue,
  siteFile,
  siteUrl: () => env.siteUrl,
});
