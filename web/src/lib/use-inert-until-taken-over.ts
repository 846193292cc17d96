import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * What a control drawn in advance adds to keep the keyboard off it until the app has it: `inert`
 * while the build draws the page and while the browser hydrates it, nothing otherwise. Clicks are
 * already kept off the whole drawn page (styles/base.css), but a visitor can tab to a control and
 * change it, and the app, taking the page over, would not know. React 18 has no `inert` prop, so
 * the attribute goes as written; a page the browser draws itself is never inert.
 * (A module of its own: the first-load script reads drawn-in-advance.ts and must not carry React.)
 */
export function useInertUntilTakenOver(): { inert?: '' } {
  const drawing = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  return drawing ? { inert: '' } : {};
}
