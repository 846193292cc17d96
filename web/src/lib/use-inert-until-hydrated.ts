import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * What a prerendered control adds to keep the keyboard off it until the app has it: `inert`
 * while the build draws the page and while the browser hydrates it, nothing otherwise. Clicks are
 * already kept off the whole drawn page (styles/base.css), but a visitor can tab to a control and
 * change it, and the app, hydrating the page, would not know. A page the browser draws itself is
 * never inert.
 * (A module of its own: the first-load script reads prerendered.ts and must not carry React.)
 */
export function useInertUntilHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
