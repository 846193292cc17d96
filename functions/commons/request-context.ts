import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written during one invocation carries: its request id, and the route
 * (`METHOD /template`) or stream record it serves. The route wrappers and the stream handler
 * set it; logger.ts reads it. An AsyncLocalStorage, so invocations that run at once in one
 * process (the local gateway) never mix their fields.
 */
export type LogContext = Readonly<Record<string, string | undefined>>;

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `fields` added to the context it was called in. */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, work);
}

/** The fields of the invocation running now, if any. */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
