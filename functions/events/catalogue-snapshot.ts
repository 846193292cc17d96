import { log } from '../commons/logger';
import { CATALOGUE_TURN_KEY, catalogueTurns, liveSnapshotStore, PUBLISH_TURN_TYPE } from '../repositories/catalogue-snapshot';
import { publishCatalogue, type PublishResult, type SnapshotStore } from './catalogue-publisher';
import { type PublishTurns, publishInTurn, type TurnOptions } from './publish-turns';
import type { BatchReaction, TableChange } from './reactions';

const isProduct = (item: Record<string, unknown> | undefined) => item?.type === 'product';
const productIdOf = (change: TableChange) => String((change.newItem ?? change.oldItem)?.productId);

/**
 * A hand-over or a nudge of the catalogue's publish turns that leaves products waiting: it moves
 * the turns' `writes` on (a turn taken, or a list cleared, does not).
 */
const leavesProductsWaiting = (change: TableChange) =>
  change.newItem?.type === PUBLISH_TURN_TYPE &&
  change.newItem.sk === CATALOGUE_TURN_KEY.sk &&
  change.newItem.writes !== change.oldItem?.writes &&
  ((change.newItem.waiting as Set<string> | undefined)?.size ?? 0) > 0;

/**
 * Republishes the catalogue snapshot and the sitemap after a stream batch in which any product was
 * created, changed or deleted, at most once a second however many batches run at once, and
 * without ever waiting (publish-turns.ts): the batch publishes when the turn is free, with every
 * product waiting, and otherwise leaves its products for a later batch, which the stream brings
 * (the write that left them). The products named are read strongly consistent over the index's
 * list.
 */
export function catalogueSnapshotReaction(
  store: () => SnapshotStore = liveSnapshotStore,
  turns: PublishTurns = catalogueTurns,
  options: TurnOptions = {},
): BatchReaction {
  return {
    name: 'catalogue-snapshot',
    wants: (change) => isProduct(change.oldItem) || isProduct(change.newItem) || leavesProductsWaiting(change),
    async runOnce(changes) {
      const products = changes.filter((change) => !leavesProductsWaiting(change));
      const ids = [...new Set(products.map(productIdOf))];
      const outcome = await publishInTurn(turns, ids, (waiting) => publishCatalogue(store(), waiting), options);
      if (typeof outcome === 'object') {
        const turnAt = new Date(outcome.turnAt).toISOString();
        log.info('catalogue snapshot', { ...outcome.published, changedProducts: outcome.productIds.length, turnAt });
      } else if (outcome !== 'none') log.info(`catalogue snapshot: ${outcome} for the next turn`, { changedProducts: ids.length });
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
