/**
 * At most one catalogue publish a second, however many stream batches change products at once
 * (a flash sale's stock changes, a bulk import, several shards in parallel), never a change left
 * out, and never a batch of the stream handler kept waiting.
 *
 * Batches hand their changed products to a shared list, and whoever takes a turn publishes
 * everything on it. A turn is free when none was taken in the last second. The stream handler
 * takes the turn when it is free and otherwise leaves its products on the list: that write is
 * itself a table change, which the product changes' consumer sees and answers by waiting for the
 * next free turn. Waiting there delays nothing but the catalogue and the pages.
 */

/** The shared list and the turns: one item in the table (repositories/catalogue-snapshot.ts), or a fake. */
export interface PublishTurns {
  /** Adds products to those waiting. */
  wait(productIds: readonly string[]): Promise<void>;
  /**
   * Takes a turn when products are waiting and none was taken within `gapMs` of `now`: the
   * products waiting, now cleared. Otherwise whether any are waiting, and when the last turn was.
   */
  take(now: number, gapMs: number): Promise<{ taken: true; productIds: string[] } | { taken: false; waiting: boolean; lastAt: number }>;
  /** Puts products back on the list: the publish that took them failed. */
  giveBack(productIds: readonly string[]): Promise<void>;
}

export interface TurnOptions {
  gapMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** A publish made in a turn: the publish's answer (`T`), the products it took and when it took the turn (epoch ms). */
export interface Published<T> {
  published: T;
  productIds: string[];
  turnAt: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Publishes what a turn took; a failed publish gives its products back for the next turn. */
async function publishTaken<T>(turns: PublishTurns, productIds: string[], turnAt: number, publish: (productIds: string[]) => Promise<T>) {
  try {
    return { published: await publish(productIds), productIds, turnAt };
  } catch (error) {
    await turns.giveBack(productIds);
    throw error;
  }
}

/**
 * The stream handler's way: hands the batch's products over and publishes at once if the turn is
 * free; otherwise leaves them waiting (`'left'`) for a later turn, and returns without waiting.
 */
export async function publishIfTurnFree<T>(
  turns: PublishTurns,
  productIds: readonly string[],
  publish: (productIds: string[]) => Promise<T>,
  { gapMs = 1000, now = Date.now }: TurnOptions = {},
): Promise<Published<T> | 'left'> {
  await turns.wait(productIds);
  const at = now();
  const attempt = await turns.take(at, gapMs);
  return attempt.taken ? publishTaken(turns, attempt.productIds, at, publish) : 'left';
}

/**
 * The product changes' consumer's way: waits for the next free turn and publishes everything
 * waiting; `'none'` when nothing is (a turn took it meanwhile, after it was written).
 */
export async function publishWaiting<T>(
  turns: PublishTurns,
  publish: (productIds: string[]) => Promise<T>,
  { gapMs = 1000, now = Date.now, sleep = pause }: TurnOptions = {},
): Promise<Published<T> | 'none'> {
  for (;;) {
    const at = now();
    const attempt = await turns.take(at, gapMs);
    if (attempt.taken) return publishTaken(turns, attempt.productIds, at, publish);
    if (!attempt.waiting) return 'none';
    await sleep(Math.max(1, attempt.lastAt + gapMs - now()));
  }
}
