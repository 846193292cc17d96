import { log } from '../commons/logger';
import { liveSnapshotStore } from '../repositories/catalogue-snapshot';
import { publishCatalogue, type PublishResult, type SnapshotStore } from './catalogue-publisher';
import type { BatchReaction, TableChange } from './reactions';

const isProduct = (item: Record<string, unknown> | undefined) => item?.type === 'product';
const productIdOf = (change: TableChange) => String((change.newItem ?? change.oldItem)?.productId);

/**
 * Republishes the catalogue snapshot and the sitemap once per stream batch in which any product
 * was created, changed or deleted (a bulk import of thousands of products publishes once per
 * batch, not once per product). The products the batch names are read strongly consistent over
 * the index's list.
 */
export function catalogueSnapshotReaction(store: () => SnapshotStore = liveSnapshotStore): BatchReaction {
  return {
    name: 'catalogue-snapshot',
    wants: (change) => isProduct(change.oldItem) || isProduct(change.newItem),
    async runOnce(changes) {
      const ids = [...new Set(changes.map(productIdOf))];
      const result = await publishCatalogue(store(), ids);
      log.info('catalogue snapshot', { ...result, changedProducts: ids.length });
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
