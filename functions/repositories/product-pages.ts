/**
 * Product pages: one HTML document per product in the images bucket at `productPageKey(id)`
 * (`snapshots/api/product-pages/<product_id>`, where CloudFront asks for `/products/<id>`; see
 * shared/catalog/product-page-address.ts), drawn from the catalogue into the page template of
 * the built site (the site bucket in AWS, web/dist locally), each behind the generation guard
 * the catalogue snapshot uses (functions/repositories/published-objects.ts).
 */
import { productPageKey } from '../../shared/catalog/product-page-address';
import { env } from '../commons/env';
import type { ProductPageStore } from '../events/product-page-publisher';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-snapshot';
import { listProducts, readDatedProducts } from './products';
import { nextGeneration, publishedObject } from './published-objects';
import { readSiteFile } from './site-files';

/** Cached as the catalogue is: browsers revalidate, CloudFront keeps a page a few seconds, so an edit shows within seconds. */
export const PRODUCT_PAGE_CACHE_CONTROL = CATALOGUE_CACHE_CONTROL;

/** The live store: the table, the images bucket, and the built site's `templateFile`. */
export const liveProductPageStore = (templateFile: string): ProductPageStore => ({
  nextGeneration,
  listProducts,
  readProducts: async (ids) => new Map([...(await readDatedProducts(ids))].map(([id, dated]) => [id, dated.product])),
  page: (productId) => publishedObject({ key: productPageKey(productId), contentType: 'text/html; charset=utf-8', cacheControl: PRODUCT_PAGE_CACHE_CONTROL }),
  template: () => readSiteFile(templateFile),
  siteUrl: () => env.siteUrl,
});
