/**
 * Waits for a turn to send under the shop's send rate (SES's per-second quota), shared by every
 * concurrent sender through `take` (a one-second `claimWithinBudget` of repositories/rate-limits.ts). A sender that cannot get a turn
 * within `maxWaitMs` throws, so its stream record is retried later rather than held.
 */
export function createSendGate(options: {
  perSecond: number;
  take: (perSecond: number, now: Date) => Promise<boolean>;
  maxWaitMs?: number;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): () => Promise<void> {
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWaitMs = options.maxWaitMs ?? 20_000;
  return async () => {
    const started = clock();
    for (;;) {
      const now = clock();
      if (await options.take(options.perSecond, new Date(now))) return;
      if (now - started >= maxWaitMs) throw new Error(`No send slot within ${maxWaitMs / 1000} s at ${options.perSecond} emails a second`);
      // The next second, with a little spread so waiting senders do not all come back at once.
      await sleep(1000 - (now % 1000) + Math.floor(Math.random() * 50));
    }
  };
}
