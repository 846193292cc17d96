import { relatedProducts } from '../../shared/catalog/product-page';
import { publicProduct } from '../../shared/catalog/public-product';
import type { Product } from '../../shared/types';
import { mapLimit } from '../commons/map-limit';
import { withFreshReads } from '../services/catalog';
import { choosePages } from './product-page-choice';
import { publishObject, type RemovableObject, unpublishObject } from './published-object';
import type { TableChange } from './reactions';

/** What the renderer is given for one page (web/src/render/product-page-html.tsx). */
export interface ProductPageInput {
  product: Product;
  related: { house: Product[]; alike: Product[] };
  /** The public origin for canonical and shared URLs, without a trailing slash. */
  origin: string;
  /** The built site's page template, into which the page is drawn. */
  template: string;
}

/** Draws a product's whole HTML document; pure. */
export type RenderProductPage = (input: ProductPageInput) => string;

/** What publishing pages needs; functions/repositories/product-pages.ts is the live one. */
export interface ProductPageStore {
  /** Moves the generation counter the published objects share on, and answers the new value. */
  nextGeneration(): Promise<number>;
  /** Every product, from the index (eventually consistent). */
  listProducts(): Promise<Product[]>;
  /** Strongly consistent reads by id; an id missing from the answer has no product. */
  readProducts(ids: readonly string[]): Promise<Map<string, Product>>;
  /** A product's page in the bucket. */
  page(productId: string): RemovableObject;
  /** The page template of the site as built and deployed now. */
  template(): Promise<string>;
  /** The public origin, without a trailing slash. */
  siteUrl(): string;
}

export interface PagesResult {
  generation: number;
  /** Pages written (or already newer). */
  rendered: number;
  /** Pages of deleted products taken down. */
  removed: number;
}

/** Pages drawn and written at once: rendering is CPU, writing waits on S3, so a few overlap well. */
export const PAGES_IN_FLIGHT = 4;

/**
 * Draws each product's page from the catalogue and writes it under `generation`, then reads the
 * products again: a page written for a product deleted meanwhile (whose deletion may have looked
 * for the page before this write) is taken down under a later generation.
 */
async function writePages(store: ProductPageStore, render: RenderProductPage, products: readonly Product[], catalogue: readonly Product[], generation: number): Promise<number> {
  if (!products.length) return 0;
  const [template, origin] = [await store.template(), store.siteUrl()];
  const shown = catalogue.map(publicProduct);
  await mapLimit(products, PAGES_IN_FLIGHT, async (product) => {
    const related = relatedProducts(publicProduct(product), shown);
    const html = render({ product: publicProduct(product), related, origin, template });
    await publishObject(store.page(product.product_id), Buffer.from(html, 'utf8'), generation);
  });
  const ids = products.map((product) => product.product_id);
  const recheck = await store.nextGeneration();
  const still = await store.readProducts(ids);
  await mapLimit(ids.filter((id) => !still.has(id)), PAGES_IN_FLIGHT, (id) => unpublishObject(store.page(id), recheck));
  return products.length;
}

/**
 * After a batch of product changes: draws again the pages whose product or rows show something
 * else now, and takes down the pages of deleted products, all under one generation taken before
 * the catalogue is read (the changed products strongly consistent, the rest from the index).
 */
export async function publishChangedPages(store: ProductPageStore, render: RenderProductPage, changes: readonly TableChange[], ids: readonly string[]): Promise<PagesResult> {
  const generation = await store.nextGeneration();
  const [listed, fresh] = await Promise.all([store.listProducts(), store.readProducts(ids)]);
  const catalogue = withFreshReads(listed, ids, fresh);
  const choice = choosePages(changes, catalogue);
  await mapLimit(choice.remove, PAGES_IN_FLIGHT, (id) => unpublishObject(store.page(id), generation));
  const rendered = await writePages(store, render, choice.render, catalogue, generation);
  return { generation, rendered, removed: choice.remove.length };
}

/** Draws every product's page: at start-up and at deploy, when the template or the origin may have changed. */
export async function publishAllPages(store: ProductPageStore, render: RenderProductPage): Promise<PagesResult> {
  const generation = await store.nextGeneration();
  const catalogue = await store.listProducts();
  const rendered = await writePages(store, render, catalogue, catalogue, generation);
  return { generation, rendered, removed: 0 };
}
