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
