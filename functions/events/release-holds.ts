import { log } from '../commons/logger';
import { mapLimit } from '../commons/map-limit';
import { getCheckoutRecord, releaseHold } from '../repositories/checkouts';
import { listExpiredHolds } from '../repositories/holds';

/** How many holds one run releases at a time. */
const IN_FLIGHT = 8;
/** Pages of expired holds one run works through before it leaves the rest to the next minute. */
const MAX_ROUNDS = 20;

/**
 * Gives back the stock and promo claims of checkouts whose hold expired (the shopper left the
 * payment open): read from the hold index, each released exactly once (releaseHold holds only
 * while the checkout is still held, so a payment completing at the same moment wins or loses
 * cleanly, and a second run or a concurrent one changes nothing). A payment that succeeds after
 * its hold was released takes free stock again, or is refunded (services/payment-completion.ts).
 *
 * On AWS an EventBridge rule runs it every minute; the local cloud runs it on a timer. TTL alone
 * would not do: DynamoDB may take days to delete an expired item.
 */
export async function releaseExpiredHolds(now = new Date()): Promise<{ released: number }> {
  let released = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const ids = await listExpiredHolds(now);
    if (!ids.length) break;
    const done = await mapLimit(ids, IN_FLIGHT, async (id) => {
      const record = await getCheckoutRecord(id);
      if (record?.holdState !== 'held' || !record.holdUntil || record.holdUntil > now.toISOString()) return false;
      return releaseHold(record, now);
    });
    const count = done.filter(Boolean).length;
    released += count;
    // Nothing released from a full page means the index still lists settled ones: leave them to the next run.
    if (!count) break;
  }
  return { released };
}

/** The scheduled run. */
export async function handler(): Promise<{ released: number }> {
  const result = await releaseExpiredHolds();
  if (result.released) log.info('expired holds released', result);
  return result;
}
