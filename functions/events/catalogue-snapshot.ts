import { log } from '../commons/logger';
import { catalogueTurns, liveSnapshotStore, PUBLISH_TURN_TYPE } from '../repositories/catalogue-snapshot';
import { publishCatalogue, type PublishResult, type SnapshotStore } from './catalogue-publisher';
import { type PublishTurns, publishIfTurnFree, publishWaiting, type TurnOptions } from './publish-turns';
import type { BatchReaction, TableChange } from './reactions';

const isProduct = (item: Record<string, unknown> | undefined) => item?.type === 'product';
const productIdOf = (change: TableChange) => String((change.newItem ?? change.oldItem)?.productId);

/**
 * Republishes the catalogue snapshot and the sitemap after a stream batch in which any product was
 * created, changed or deleted, at most once a second however many batches run at once
 * (publish-turns.ts): the stream handler publishes when the turn is free, with every product
 * waiting, and otherwise leaves the batch's products for the product changes' consumer
 * (`waitingCatalogueReaction`), never keeping mail and counters waiting. The products named are
 * read strongly consistent over the index's list.
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
      const outcome = await publishIfTurnFree(turns, ids, (waiting) => publishCatalogue(store(), waiting), options);
      if (outcome === 'left') log.info('catalogue snapshot: left for the next turn', { changedProducts: ids.length });
      else
        log.info('catalogue snapshot', {
          ...outcome.published,
          changedProducts: outcome.productIds.length,
          turnAt: new Date(outcome.turnAt).toISOString(),
        });
    },
  };
}

/** A change of the catalogue's publish turns that leaves products waiting for one. */
const leavesProductsWaiting = (change: TableChange) =>
  change.newItem?.type === PUBLISH_TURN_TYPE && ((change.newItem.waiting as Set<string> | undefined)?.size ?? 0) > 0;

/**
 * The product changes' consumer's part (on-product-change.ts): when products are left waiting,
 * waits for the next free turn and publishes them all, unless a turn took them meanwhile. It sees
 * the write that left them, so nothing the stream handler leaves is forgotten.
 */
export function waitingCatalogueReaction(
  store: () => SnapshotStore = liveSnapshotStore,
  turns: PublishTurns = catalogueTurns,
  options: TurnOptions = {},
): BatchReaction {
  return {
    name: 'catalogue-snapshot-waiting',
    wants: leavesProductsWaiting,
    async runOnce() {
      const outcome = await publishWaiting(turns, (waiting) => publishCatalogue(store(), waiting), options);
      if (outcome !== 'none')
        log.info('catalogue snapshot', {
          ...outcome.published,
          changedProducts: outcome.productIds.length,
          turnAt: new Date(outcome.turnAt).toISOString(),
        });
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
