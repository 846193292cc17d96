/**
 * The mark the build sets on `<html>` of a page it prerendered (home.html, shop.html;
 * web/build/prerender-pages.ts); the app removes it as it hydrates the page. The styles read it
 * too (styles/base.css).
 */
export const PRERENDERED_MARK = 'data-prerendered';

/** True on a page the build prerendered that the app has not hydrated yet; false on the server. */
export function isPrerendered(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(PRERENDERED_MARK);
}

/** The app has the page: what the drawing hid shows, and clicks reach it. */
export function markHydrated(): void {
  document.documentElement.removeAttribute(PRERENDERED_MARK);
}
