import { robotsTxt } from '@shared/crawlers/robots';
import { ROBOTS_PATH } from '@shared/crawlers/site-files';
import { sitemapFiles, sitemapUrls } from '@shared/crawlers/sitemap';
import type { Product } from '@shared/types';
import type { DatedProduct } from '../repositories/products';
import { catalogueBody, withFreshReads } from '../services/catalog';
import { type PublishedObject, publishObject, type PublishOutcome } from './published-object';

export type { PublishedObject, PublishedSnapshot } from './published-object';

/** What publishing needs; functions/repositories/catalogue-snapshot.ts is the live one. */
export interface SnapshotStore extends PublishedObject {
  /** Moves the catalogue's generation counter on and answers the new value. */
  nextGeneration(): Promise<number>;
  /** Every product with its last change, from the index (eventually consistent). */
  listProducts(): Promise<DatedProduct[]>;
  /** Strongly consistent reads by id; an id missing from the answer has no product. */
  readProducts(ids: readonly string[]): Promise<Map<string, DatedProduct>>;
  /** A file at the site's root (`/sitemap.xml`, `/robots.txt`), published beside the catalogue (`current`/`write`). */
  siteFile(path: string): PublishedObject;
  /** The public origin the site files name, without a trailing slash. */
  siteUrl(): string;
}

export interface PublishResult {
  generation: number;
  /** The catalogue's outcome. */
  outcome: PublishOutcome;
  /** The site files written beside it: the sitemap (and its pages), robots.txt when asked. */
  siteFiles: number;
}

export interface PublishOptions {
  /** Publish robots.txt too: at start-up and deploy, the only times the public origin can change. */
  robots?: boolean;
  /** Conditional writes tried per object before giving up (the batch is then delivered again). */
  attempts?: number;
}

/** The products as of now (see withFreshReads), with when each last changed. */
function catalogueAsOfNow(listed: DatedProduct[], changedIds: readonly string[], fresh: Map<string, DatedProduct>) {
  const changedAt = new Map<string, string>();
  for (const { product, updatedAt } of [...listed, ...fresh.values()]) changedAt.set(product.product_id, updatedAt);
  const products = withFreshReads(listed.map(productOf), changedIds, new Map([...fresh].map(([id, dated]) => [id, dated.product])));
  return { products, lastmods: products.map(({ product_id }) => ({ product_id, lastmod: changedAt.get(product_id) ?? '' })) };
}

const productOf = (dated: DatedProduct): Product => dated.product;

/**
 * Publishes the catalogue snapshot, then the sitemap built from the same read under the same
 * generation (its pages before the file that names them). The generation is taken from the table
 * before the products are read, so a later generation was read later, after every change a stream
 * batch had delivered when an earlier one was taken; every object only ever moves to a higher one.
 */
export async function publishCatalogue(
  store: SnapshotStore,
  changedIds: readonly string[] = [],
  options: PublishOptions = {},
): Promise<PublishResult> {
  const { attempts = 5 } = options;
  const generation = await store.nextGeneration();
  const [listed, fresh] = await Promise.all([store.listProducts(), store.readProducts(changedIds)]);
  const { products, lastmods } = catalogueAsOfNow(listed, changedIds, fresh);
  const outcome = await publishObject(store, catalogueBody(products), generation, attempts);
  const origin = store.siteUrl();
  const [sitemap, ...pages] = sitemapFiles(origin, sitemapUrls(lastmods));
  const files = [...pages, sitemap!, ...(options.robots ? [{ path: ROBOTS_PATH, body: robotsTxt(origin) }] : [])];
  for (const file of files) await publishObject(store.siteFile(file.path), Buffer.from(file.body, 'utf8'), generation, attempts);
  return { generation, outcome, siteFiles: files.length };
}
