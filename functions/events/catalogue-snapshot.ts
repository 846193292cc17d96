import { log } from '../commons/logger';
import { catalogueTurns, liveSnapshotStore } from '../repositories/catalogue-snapshot';
import { publishCatalogue, type PublishResult, type SnapshotStore } from './catalogue-publisher';
import { type PublishTurns, publishInTurn, type TurnOptions } from './publish-turns';
import type { BatchReaction, TableChange } from './reactions';

const isProduct = (item: Record<string, unknown> | undefined) => item?.type === 'product';
const productIdOf = (change: TableChange) => String((change.newItem ?? change.oldItem)?.productId);

/**
 * Republishes the catalogue snapshot and the sitemap after a stream batch in which any product was
 * created, changed or deleted, at most once a second however many batches run at once: the
 * batches take turns (publish-turns.ts), and a turn publishes every batch's products waiting. The
 * products named are read strongly consistent over the index's list.
 */
export function catalogueSnapshotReaction(
  store: () => SnapshotStore = liveSnapshotStore,
  turns: PublishTurns = catalogueTurns,
  options: TurnOptions = {},
): BatchReaction {
  return {
    name: 'catalogue-snapshot',
    wants: (change) => isProduct(change.oldItem) || isProduct(change.newItem),
    async runOnce(changes) {
      const ids = [...new Set(changes.map(productIdOf))];
      const outcome = await publishInTurn(turns, ids, (waiting) => publishCatalogue(store(), waiting), options);
      if (outcome === 'covered') log.info('catalogue snapshot: published by a later turn', { changedProducts: ids.length });
      else log.info('catalogue snapshot', { ...outcome.published, changedProducts: outcome.productIds.length });
    },
  };
}

/**
 * Publishes the catalogue, the sitemap and robots.txt as the table and the settings hold them now:
 * at start-up and at deploy, so they exist before any change (and name the public origin of today).
 */
export async function publishCatalogueNow(store: SnapshotStore = liveSnapshotStore()): Promise<PublishResult> {
  return publishCatalogue(store, [], { robots: true });
}
