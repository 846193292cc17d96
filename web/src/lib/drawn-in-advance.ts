import { useSyncExternalStore } from 'react';

/**
 * The mark the build sets on `<html>` of a page it drew in advance (home.html, shop.html;
 * web/build/prerender-pages.ts); the app removes it as it takes the page over. The styles read it
 * too (styles/base.css).
 */
export const DRAWN_IN_ADVANCE = 'data-prerendered';

/** True on a page the build drew in advance that the app has not taken over yet; false on the server. */
export function isDrawnInAdvance(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(DRAWN_IN_ADVANCE);
}

/** The app has the page: what the drawing hid shows, and clicks reach it. */
export function markTakenOver(): void {
  document.documentElement.removeAttribute(DRAWN_IN_ADVANCE);
}

const neverChanges = () => () => undefined;

/**
 * What a control drawn in advance adds to keep the keyboard off it until the app has it: `inert`
 * while the build draws the page and while the browser hydrates it, nothing otherwise. Clicks are
 * already kept off the whole drawn page (styles/base.css), but a visitor can tab to a control and
 * change it, and the app, taking the page over, would not know. React 18 has no `inert` prop, so
 * the attribute goes as written; a page the browser draws itself is never inert.
 */
export function useInertUntilTakenOver(): { inert?: '' } {
  const drawing = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  return drawing ? { inert: '' } : {};
}
