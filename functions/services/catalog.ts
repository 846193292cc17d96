import type { Product } from '../../shared/types';

/** Seconds a warm function keeps the catalogue before reading the table again. */
export const CATALOG_CACHE_SECONDS = 15;

/**
 * The catalogue, the hottest read: a short in-memory cache per warm function in front of the
 * table (CloudFront adds its own `s-maxage` in AWS). Changes show within the cache's lifetime.
 */
export function createCatalog(deps: { listProducts: () => Promise<Product[]>; now?: () => number }) {
  const now = deps.now ?? Date.now;
  let cached: { at: number; products: Promise<Product[]> } | undefined;
  return {
    list(): Promise<Product[]> {
      if (!cached || now() - cached.at > CATALOG_CACHE_SECONDS * 1000) {
        const products = deps.listProducts();
        cached = { at: now(), products };
        products.catch(() => {
          if (cached?.products === products) cached = undefined;
        });
      }
      return cached.products;
    },
    /** Forgets the cached list, so the next read sees the table. */
    invalidate() {
      cached = undefined;
    },
  };
}
