import { log } from '../commons/logger';
import { changesWhatPagesShow, productIdOf } from './product-page-choice';
import {
  publishAllPages,
  publishAllShareCards,
  publishChangedPages,
  type PagesResult,
  type ProductPageStore,
  type RenderProductPage,
} from './product-page-publisher';
import type { BatchReaction } from './reactions';
import type { ShareCards } from './share-cards';

/** What the product pages' reaction runs with: the store, and the renderer (the real one bundles React). */
export interface ProductPagesDeps {
  store: () => ProductPageStore;
  render: RenderProductPage;
  /** How share cards are kept and drawn; undefined where they are not drawn. */
  cards: () => ShareCards | undefined;
}

/**
 * Draws product pages again once per stream batch in which a product was created or deleted, or
 * changed what a page shows of it (a price, a name, a brand renamed, stock into another band):
 * its own page and the pages whose rows show it. A stock count moving inside its band reaches
 * no page, so it starts nothing.
 */
export function productPagesReaction(deps: ProductPagesDeps): BatchReaction {
  return {
    name: 'product-pages',
    wants: (change) => (change.oldItem?.type === 'product' || change.newItem?.type === 'product') && changesWhatPagesShow(change),
    async runOnce(changes) {
      const ids = [...new Set(changes.map(productIdOf))];
      const result = await publishChangedPages(deps.store(), deps.render, changes, ids, deps.cards());
      log.info('product pages', { ...result, changedProducts: ids.length });
    },
  };
}

/** Draws every product's page as the table holds it now: at start-up and at deploy. */
export async function publishProductPagesNow(deps: ProductPagesDeps): Promise<PagesResult & { ms: number }> {
  const started = performance.now();
  const result = await publishAllPages(deps.store(), deps.render);
  return { ...result, ms: Math.round(performance.now() - started) };
}

/** Draws the share cards that are missing or stale (none where cards are not drawn): after the pages, at start-up and at deploy. */
export async function publishShareCardsNow(deps: ProductPagesDeps): Promise<{ cards: number; ms: number }> {
  const started = performance.now();
  const cards = deps.cards();
  const result = cards ? await publishAllShareCards(deps.store(), cards) : { cards: 0 };
  return { cards: result.cards, ms: Math.round(performance.now() - started) };
}
