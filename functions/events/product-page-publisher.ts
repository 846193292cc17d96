import { type RelatedRows, relatedProducts } from '@shared/catalog/product-page';
import { publicProduct } from '@shared/catalog/public-product';
import { withSimilarScents } from '@shared/catalog/similar-scents';
import type { Product } from '@shared/types';
import { mapLimit } from '../commons/map-limit';
import { withFreshReads } from '../services/catalog';
import { choosePages } from './product-page-choice';
import { publishObject, type RemovableObject, unpublishObject } from './published-object';
import type { TableChange } from './reactions';
import { publishShareCards, type ShareCards, unpublishShareCards } from './share-cards';

/** What the renderer is given for one page (web/src/render/product-page-html.tsx). */
interface ProductPageInput {
  product: Product;
  related: RelatedRows;
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
  /** Share cards drawn (a card still current is not drawn again); absent where cards are not drawn. */
  cards?: number;
}

/** Pages drawn and written at once: rendering is CPU, writing waits on S3, so a few overlap well. */
const PAGES_IN_FLIGHT = 4;

/**
 * Draws each product's page from the catalogue and writes it under `generation`, then reads the
 * products again: a page written for a product deleted meanwhile (whose deletion may have looked
 * for the page before this write) is taken down under a later generation.
 */
async function writePages(
  store: ProductPageStore,
  render: RenderProductPage,
  products: readonly Product[],
  catalogue: readonly Product[],
  generation: number,
  cards?: ShareCards,
): Promise<{ rendered: number; cards?: number }> {
  if (!products.length) return { rendered: 0, ...(cards ? { cards: 0 } : {}) };
  const [template, origin] = [await store.template(), store.siteUrl()];
  // As the published catalogue shows them: public fields, each with its similar scents.
  const shown = withSimilarScents(catalogue.map(publicProduct));
  const shownById = new Map(shown.map((product) => [product.product_id, product]));
  await mapLimit(products, PAGES_IN_FLIGHT, async (product) => {
    const page = shownById.get(product.product_id) ?? publicProduct(product);
    const related = relatedProducts(page, shown);
    const html = render({ product: page, related, origin, template });
    await publishObject(store.page(product.product_id), Buffer.from(html, 'utf8'), generation);
  });
  const drawn = cards ? await publishShareCards(cards, products.map(publicProduct), generation) : undefined;
  const ids = products.map((product) => product.product_id);
  const recheck = await store.nextGeneration();
  const still = await store.readProducts(ids);
  const gone = ids.filter((id) => !still.has(id));
  await mapLimit(gone, PAGES_IN_FLIGHT, (id) => unpublishObject(store.page(id), recheck));
  if (cards) await unpublishShareCards(cards, gone, recheck);
  return { rendered: products.length, ...(drawn === undefined ? {} : { cards: drawn }) };
}

/**
 * After a batch of product changes: draws again the pages whose product or rows show something
 * else now (and the share cards whose product looks different), and takes down the pages and
 * cards of deleted products, all under one generation taken before the catalogue is read (the
 * changed products strongly consistent, the rest from the index).
 */
export async function publishChangedPages(
  store: ProductPageStore,
  render: RenderProductPage,
  changes: readonly TableChange[],
  ids: readonly string[],
  cards?: ShareCards,
): Promise<PagesResult> {
  const generation = await store.nextGeneration();
  const [listed, fresh] = await Promise.all([store.listProducts(), store.readProducts(ids)]);
  const catalogue = withFreshReads(listed, ids, fresh);
  const choice = choosePages(changes, catalogue);
  await mapLimit(choice.remove, PAGES_IN_FLIGHT, (id) => unpublishObject(store.page(id), generation));
  if (cards) await unpublishShareCards(cards, choice.remove, generation);
  const written = await writePages(store, render, choice.render, catalogue, generation, cards);
  return { generation, ...written, removed: choice.remove.length };
}

/**
 * Draws every product's page: at start-up and at deploy, when the template or the origin may
 * have changed. Not the share cards, which neither changes: `publishAllShareCards` draws those
 * that are missing or stale, a separate pass so the pages need not wait for it.
 */
export async function publishAllPages(store: ProductPageStore, render: RenderProductPage): Promise<PagesResult> {
  const generation = await store.nextGeneration();
  const catalogue = await store.listProducts();
  const { rendered } = await writePages(store, render, catalogue, catalogue, generation);
  return { generation, rendered, removed: 0 };
}

/** Draws the share cards of every product whose card is missing or was drawn from something else. */
export async function publishAllShareCards(store: ProductPageStore, cards: ShareCards): Promise<{ generation: number; cards: number }> {
  const generation = await store.nextGeneration();
  const catalogue = await store.listProducts();
  return { generation, cards: await publishShareCards(cards, catalogue.map(publicProduct), generation) };
}
