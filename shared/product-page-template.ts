/**
 * The file the web build writes for product pages rendered outside it (web/build/prerender-pages.ts):
 * index.html prerendered, with a marker where a product's head tags go and one inside
 * `#root` where its page goes (web/src/render/product-page-html.tsx fills them in). No imports:
 * the build's config reads it.
 */
export const PRODUCT_PAGE_TEMPLATE_FILE = 'product-page.html';

/** The page answered for a deleted or unknown product (with status 404), drawn by the build. */
export const PRODUCT_MISSING_FILE = 'product-missing.html';

/** Files the build writes for functions to read, not for visitors: their addresses answer as any client-side route. */
export const SITE_TEMPLATE_FILES: readonly string[] = [PRODUCT_PAGE_TEMPLATE_FILE, PRODUCT_MISSING_FILE];

/** Where a product's title, description, canonical, Open Graph, Twitter and JSON-LD tags go, in the head. */
export const PRODUCT_PAGE_HEAD_MARKER = '<!--maison:product-head-->';

/** Where the product's page goes, inside `#root`. */
export const PRODUCT_PAGE_ROOT_MARKER = '<!--maison:product-root-->';
