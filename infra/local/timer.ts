/**
 * A scheduled function on the laptop: what an EventBridge rule does in AWS, run on a timer in the
 * cloud's process. Runs never overlap (a slow run delays the next), a failed run is logged and
 * the next one comes as usual, and stopping waits for a run in progress.
 */
export function startTimer(options: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: (message: string, fields: Record<string, unknown>) => void;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = options
      .run()
      .then(
        () => undefined,
        (error: unknown) => options.log(`${options.name} failed`, { error: (error as Error).message }),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.everyMs);
      });
  };
  timer = setTimeout(tick, options.everyMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** How often the local cloud releases expired holds: every minute as in AWS, or `HOLD_RELEASE_EVERY_SECONDS`. */
export function holdReleaseEveryMs(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env.HOLD_RELEASE_EVERY_SECONDS ?? 60);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('HOLD_RELEASE_EVERY_SECONDS must be a number of seconds above 0');
  return seconds * 1000;
}
