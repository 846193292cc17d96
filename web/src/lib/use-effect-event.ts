import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * React 19.2's `useEffectEvent` for React 18: a function that always runs the latest `handler`,
 * so an effect can call the caller's callback without re-running when the callback changes.
 * The handler is swapped in before any layout or passive effect runs. Call it from effects and
 * event handlers, never while rendering.
 */
export function useEffectEvent<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
