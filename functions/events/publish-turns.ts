/**
 * At most one catalogue publish a second, however many stream batches change products at once
 * (a flash sale's stock changes, a bulk import, several shards in parallel), never a change left
 * out, and never a batch kept waiting.
 *
 * Batches hand their changed products to a shared list, and whoever takes a turn publishes
 * everything on it. A turn is free when none was taken in the last second. A batch that finds the
 * turn taken leaves its products on the list and goes on: the write that put them there is itself
 * a table change, which the stream brings back to the same reaction in a later batch, to try
 * again. While the turn stays taken, that try writes a nudge, which comes back in turn, until a
 * turn takes the list. The list is cleared only once its publish has succeeded.
 */

/** The shared list and the turns: one item in the table (repositories/catalogue-snapshot.ts), or a fake. */
export interface PublishTurns {
  /** Adds products to those waiting. */
  wait(productIds: readonly string[]): Promise<void>;
  /**
   * Takes a turn when products are waiting and none was taken within `gapMs` of `now`: the
   * products waiting, left on the list, and a mark of the hand-overs so far. Otherwise whether any
   * are waiting, and when the last turn was.
   */
  take(
    now: number,
    gapMs: number,
  ): Promise<{ taken: true; productIds: string[]; mark: number } | { taken: false; waiting: boolean; lastAt: number }>;
  /** Clears the products a turn published, unless more were handed over since its `mark`: then the list stays for the next turn. */
  clear(productIds: readonly string[], mark: number): Promise<void>;
  /** Writes the list's item again while products wait (false when none do), so the stream brings it back. */
  nudge(now: number): Promise<boolean>;
}

export interface TurnOptions {
  gapMs?: number;
  now?: () => number;
}

/** A publish made in a turn: the publish's answer (`T`), the products it took and when it took the turn (epoch ms). */
interface Published<T> {
  published: T;
  productIds: string[];
  turnAt: number;
}

/**
 * Publishes what a turn took, then clears it from the list. A publish that fails, or never ends
 * (a timeout), leaves the list as it was: the retried batch, or the next, publishes it.
 */
async function publishTaken<T>(
  turns: PublishTurns,
  taken: { productIds: string[]; mark: number },
  turnAt: number,
  publish: (productIds: string[]) => Promise<T>,
): Promise<Published<T>> {
  const published = await publish(taken.productIds);
  await turns.clear(taken.productIds, taken.mark);
  return { published, productIds: taken.productIds, turnAt };
}

/**
 * What became of a batch's part: a publish in its turn; its products `'left'` on the list, or a
 * `'nudged'` list, for a later batch; or `'none'`, nothing waiting (a turn took it, after it was
 * written).
 */
export type TurnOutcome<T> = Published<T> | 'left' | 'nudged' | 'none';

/**
 * Hands a batch's changed products over (none when the batch only brings the list back) and
 * publishes everything waiting if the turn is free; never waits for it.
 */
export async function publishInTurn<T>(
  turns: PublishTurns,
  productIds: readonly string[],
  publish: (productIds: string[]) => Promise<T>,
  { gapMs = 1000, now = Date.now }: TurnOptions = {},
): Promise<TurnOutcome<T>> {
  if (productIds.length) await turns.wait(productIds);
  const at = now();
  const attempt = await turns.take(at, gapMs);
  if (attempt.taken) return publishTaken(turns, attempt, at, publish);
  if (!attempt.waiting) return 'none';
  // The write that handed them over comes back through the stream; without one, a nudge does.
  if (productIds.length) return 'left';
  return (await turns.nudge(at)) ? 'nudged' : 'none';
}
