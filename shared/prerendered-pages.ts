/**
 * The pages the web build prerenders (web/build/prerender-pages.ts), each by the bare
 * path that serves it and the file written for it. CloudFront's viewer function and the local
 * static site answer those paths with that file, and only without a query: a query (`?brand=`,
 * `?showLogin=true`) changes what the app's first render shows, so it gets index.html.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': '/home.html',
  '/shop': '/shop.html',
};
