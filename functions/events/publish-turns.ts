/**
 * At most one catalogue publish a second, however many stream batches change products at once
 * (a flash sale's stock changes, a bulk import, several shards in parallel), and never a change
 * left out. Batches hand their changed products to a shared list; a batch takes the turn when
 * none was taken in the last second, and publishes everything waiting; a batch whose products
 * a later turn took is done, since that publish read the table after its changes were written.
 */

/** The shared list and the turns: one item in the table (repositories/catalogue-snapshot.ts), or a fake. */
export interface PublishTurns {
  /** Adds the batch's products to those waiting; answers how many turns have been taken so far. */
  wait(productIds: readonly string[]): Promise<number>;
  /**
   * Takes a turn unless one was taken within `gapMs` of `now`: the products waiting (now cleared);
   * otherwise how many turns there have been and when the last was taken.
   */
  take(now: number, gapMs: number): Promise<{ taken: true; productIds: string[] } | { taken: false; turns: number; lastAt: number }>;
  /** Puts products back on the list: the publish that took them failed. */
  giveBack(productIds: readonly string[]): Promise<void>;
}

export interface TurnOptions {
  gapMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** What became of a batch: it published (with `T`, the publish's answer), or a later turn covers it. */
export type TurnOutcome<T> = { published: T; productIds: string[] } | 'covered';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Publishes the batch's products in a turn of its own, or leaves them to the turn that took them. */
export async function publishInTurn<T>(
  turns: PublishTurns,
  productIds: readonly string[],
  publish: (productIds: string[]) => Promise<T>,
  { gapMs = 1000, now = Date.now, sleep = pause }: TurnOptions = {},
): Promise<TurnOutcome<T>> {
  const before = await turns.wait(productIds);
  for (;;) {
    const attempt = await turns.take(now(), gapMs);
    if (attempt.taken) {
      try {
        return { published: await publish(attempt.productIds), productIds: attempt.productIds };
      } catch (error) {
        await turns.giveBack(attempt.productIds);
        throw error;
      }
    }
    // A turn taken after this batch's products were added took them along.
    if (attempt.turns > before) return 'covered';
    await sleep(Math.max(1, attempt.lastAt + gapMs - now()));
  }
}
