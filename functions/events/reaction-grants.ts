/**
 * What each reaction (reactions.ts), by name, does to the table: the item actions its code calls
 * and the partition keys of the items it touches and the index partitions it queries, as IAM
 * `StringLike` patterns. The CDK stack grants the stream handler each entry as a statement of its
 * own (infra/constructs/table-events.ts), and a test holds the handler's bundle to them. Pure:
 * the stack reads it without loading any reaction. No scan: a scan names no partition key, so no
 * key condition could hold it.
 */
import type { TableNeeds } from '@shared/route-kit';

export const REACTION_TABLE_GRANTS: Readonly<Record<string, readonly TableNeeds[]>> = {
  /**
   * Adds each record's delta to the totals, the day, the month's promo codes and the customer's
   * figures once (its applied mark), marks a customer's first paid order.
   */
  'stats-counters': [
    { actions: ['PutItem'], keys: ['CHANGE#stats-counters#*', 'STATS#CUSTOMER#*'] },
    { actions: ['UpdateItem'], keys: ['STATS', 'STATS#DAY', 'STATS#PROMO', 'STATS#CUSTOMERS'] },
  ],
  /**
   * Answers a link request: the account by its email guard, then the token (superseding the
   * user's pointer) with its mail, deleting the request in the same write.
   */
  'link-requests': [
    { actions: ['GetItem'], keys: ['EMAIL#*'] },
    { actions: ['GetItem', 'PutItem'], keys: ['USER#*'] },
    { actions: ['PutItem'], keys: ['TOKEN#*', 'OUTBOX#*'] },
    { actions: ['DeleteItem'], keys: ['LINKREQ#*'] },
  ],
  /**
   * Starts and moves alert jobs, reads the product, pages through its watchers (gsi1), reads
   * their profiles in batches, and claims each wishlist entry with its queued mail.
   */
  'wish-alerts': [
    { actions: ['GetItem', 'PutItem', 'UpdateItem'], keys: ['ALERTJOB#*'] },
    { actions: ['GetItem'], keys: ['PRODUCT#*'] },
    { actions: ['Query'], keys: ['WISHED#*'] },
    { actions: ['BatchGetItem', 'UpdateItem'], keys: ['USER#*'] },
    { actions: ['PutItem'], keys: ['OUTBOX#*'] },
  ],
  /**
   * Reads a queued mail and deletes it once sent; an order mail reads its order, an alert its
   * product and wishlist entry; each send takes a slot of the shop's send rate.
   */
  'send-queued-mail': [
    { actions: ['GetItem', 'DeleteItem'], keys: ['OUTBOX#*'] },
    { actions: ['GetItem'], keys: ['ORDER#*', 'PRODUCT#*', 'USER#*'] },
    { actions: ['UpdateItem'], keys: ['RATE#mail-send#*'] },
  ],
  /** Moves the snapshot's generation on, lists the products (gsi1) and reads the changed ones by key. */
  'catalogue-snapshot': [
    { actions: ['UpdateItem'], keys: ['SNAPSHOT#catalogue'] },
    { actions: ['Query'], keys: ['PRODUCTS'] },
    { actions: ['BatchGetItem'], keys: ['PRODUCT#*'] },
  ],
};

/**
 * The product pages' consumer of the stream (on-product-change.ts), a function of its own: moves
 * the generation the published objects share on, lists the products (gsi1) and reads the changed
 * ones by key. Nothing else of the table.
 */
export const PRODUCT_PAGE_TABLE_GRANTS: readonly TableNeeds[] = [
  { actions: ['UpdateItem'], keys: ['SNAPSHOT#catalogue'] },
  { actions: ['Query'], keys: ['PRODUCTS'] },
  { actions: ['BatchGetItem'], keys: ['PRODUCT#*'] },
];
