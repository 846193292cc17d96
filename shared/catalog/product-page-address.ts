/**
 * Where a product's page is kept and how its address reaches it: the one definition read by the
 * edge function (infra/constructs/edge-functions.ts), the local gateway, the page store and the
 * tests.
 *
 * A viewer's `/products/<id>` (or `/products/<id>/`) is rewritten to `/api/product-pages/<id>`,
 * and that one path is asked of two origins in turn, because a CloudFront origin group sends the
 * same request to its fallback: first the images bucket under its `/snapshots` origin path, where
 * the drawn page is `snapshots/api/product-pages/<id>` (no function runs); then, when the bucket
 * answers 403 or 404 (deleted or unknown id), the HTTP API, whose public route at that path
 * answers the built missing page with status 404. A path under `/api` because API Gateway must
 * route it; the route table declares it like any other.
 */
import { snapshotKey } from '../route-kit';

/** The prefix of the viewers' product page addresses. */
export const PRODUCT_PAGES_VIEWER_PREFIX = '/products/';

/** The prefix both origins are asked under: the missing page's route, and the pages' keys under `snapshots/`. */
export const PRODUCT_PAGES_ORIGIN_PREFIX = '/api/product-pages/';

/** The missing page's route path, in the route table's form. */
export const PRODUCT_MISSING_ROUTE_PATH = `${PRODUCT_PAGES_ORIGIN_PREFIX}{productId}`;

/**
 * The origin path of a viewer's `/products/...` address: `/products/<id>` and `/products/<id>/`
 * keep their id segment as sent; a deeper path keeps its slashes escaped, so it names no stored
 * page and reaches the missing page's route as one segment; undefined for `/products/` itself
 * (the shop, as bare `/products` is). The edge function runs this same rule, written in its
 * runtime's JavaScript (productPageRewriteCode), and a test holds the two to the same answers.
 */
export function productPageOriginPath(uri: string): string | undefined {
  if (!uri.startsWith(PRODUCT_PAGES_VIEWER_PREFIX)) return undefined;
  const rest = uri.slice(PRODUCT_PAGES_VIEWER_PREFIX.length).replace(/\/$/, '');
  return rest ? PRODUCT_PAGES_ORIGIN_PREFIX + rest.split('/').join('%2F') : undefined;
}

/**
 * A product's page's key in the images bucket: `snapshots/api/product-pages/<id>`. The id is not
 * escaped: S3 unescapes the request path into the key, so `/api/product-pages/<escaped id>` finds it.
 */
export function productPageKey(productId: string): string {
  return snapshotKey(PRODUCT_PAGES_ORIGIN_PREFIX + productId);
}

/** The key prefix of every product page: what the page functions may write and delete. */
export const PRODUCT_PAGES_KEY_PREFIX = snapshotKey(PRODUCT_PAGES_ORIGIN_PREFIX);
