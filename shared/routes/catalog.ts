import { PRODUCT_MISSING_ROUTE_PATH } from '../catalog/product-page-address';
import { returns, route } from '../route-kit';
import type { Product } from '../types';

/**
 * The public catalogue, the hottest read: a snapshot the table stream republishes whenever a
 * product changes (functions/events/catalogue-snapshot.ts), served by CloudFront from S3 with no
 * function on the way. Shared caches keep it `cacheSeconds`, so an edit shows within seconds.
 */
export const catalogRoutes = {
  listProducts: route({
    method: 'GET',
    path: '/api/customer/products',
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
    method: 'GET',
    path: PRODUCT_MISSING_ROUTE_PATH,
    access: 'public',
    needs: { site: ['product-missing.html'] },
    response: returns<string>(),
  }),
};
