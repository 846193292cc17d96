import { returns, route } from '../route-kit';
import type { Product } from '../types';
import * as endpoints from './endpoints';

/**
 * The public catalogue, the hottest read: a snapshot the table stream republishes whenever a
 * product changes (functions/events/catalogue-snapshot.ts), served by CloudFront from S3 with no
 * function on the way. Shared caches keep it `cacheSeconds`, so an edit shows within seconds.
 */
export const catalogRoutes = {
  listProducts: route({
    ...endpoints.listProducts,
    access: 'public',
    snapshot: true,
    cacheSeconds: 2,
    response: returns<Product[]>(),
  }),
  /**
   * The page of a deleted or unknown product: the built missing page (`noindex`) with status 404.
   * CloudFront asks it only when the images bucket has no page at `/products/<id>`'s key (see
   * shared/catalog/product-page-address.ts), so no function runs for a product that exists.
   */
  productMissingPage: route({
    ...endpoints.productMissingPage,
    access: 'public',
    needs: { site: ['product-missing.html'] },
    response: returns<string>(),
  }),
};
