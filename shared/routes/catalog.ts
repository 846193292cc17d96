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
};
