/**
 * Product pages and their share cards. Pages: one HTML document per product in the images bucket at `productPageKey(id)`
 * (`snapshots/api/product-pages/<product_id>`, where CloudFront asks for `/products/<id>`; see
 * shared/catalog/product-page-address.ts), drawn from the catalogue into the page template of
 * the built site (the site bucket in AWS, web/dist locally), each behind the generation guard
 * the catalogue snapshot uses (functions/repositories/published-objects.ts).
 */
import { sniffImageType } from '@shared/admin/product-form';
import { shareCardKey } from '@shared/catalog/product-metadata';
import { productPageKey } from '@shared/catalog/product-page-address';
import { env } from '../commons/env';
import type { ProductPageStore } from '../events/product-page-publisher';
import type { ShareCardStore } from '../events/share-cards';
import type { CardPicture } from '../images/share-card-svg';
import { CATALOGUE_CACHE_CONTROL } from './catalogue-snapshot';
import { pictureKeyOf, readPicture } from './images';
import { listProducts, readDatedProducts } from './products';
import { nextGeneration, publishedObject } from './published-objects';
import { readSiteFile } from './site-files';

/** Cached as the catalogue is: browsers revalidate, CloudFront keeps a page a few seconds, so an edit shows within seconds. */
const PRODUCT_PAGE_CACHE_CONTROL = CATALOGUE_CACHE_CONTROL;

/** The live store: the table, the images bucket, and the built site's `templateFile`. */
export const liveProductPageStore = (templateFile: string): ProductPageStore => ({
  nextGeneration,
  listProducts,
  readProducts: async (ids) => new Map([...(await readDatedProducts(ids))].map(([id, dated]) => [id, dated.product])),
  page: (productId) =>
    publishedObject({ key: productPageKey(productId), contentType: 'text/html; charset=utf-8', cacheControl: PRODUCT_PAGE_CACHE_CONTROL }),
  template: () => readSiteFile(templateFile),
  siteUrl: () => env.siteUrl,
});

/**
 * Share cards keep one address per product while their picture may change, so browsers keep one
 * an hour and CloudFront five minutes: a new picture reaches a newly shared link soon after.
 */
const SHARE_CARD_CACHE_CONTROL = 'public, max-age=3600, s-maxage=300';

/** The product's picture as a card can show it: our SVG drawings, PNG, JPEG and GIF (the renderer reads no WebP). */
async function cardPicture(imageUrl: string): Promise<CardPicture | undefined> {
  const key = pictureKeyOf(imageUrl);
  const stored = key ? await readPicture(key) : undefined;
  if (!key || !stored) return undefined;
  if (key.endsWith('.svg') || stored.contentType === 'image/svg+xml')
    return { type: 'image/svg+xml', svg: Buffer.from(stored.bytes).toString('utf8') };
  const type = sniffImageType(stored.bytes);
  return type === 'image/png' || type === 'image/jpeg' || type === 'image/gif' ? { type, bytes: stored.bytes } : undefined;
}

/** The live share cards: `share/<product_id>.png` in the images bucket, pictures read from `products/`. */
export const liveShareCardStore = (): ShareCardStore => ({
  card: (productId, fingerprint) =>
    publishedObject({
      key: shareCardKey(productId),
      contentType: 'image/png',
      cacheControl: SHARE_CARD_CACHE_CONTROL,
      ...(fingerprint ? { fingerprint } : {}),
    }),
  picture: cardPicture,
});
