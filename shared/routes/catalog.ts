import { returns, route } from '../route-kit';
import type { Product } from '../types';

/** The public catalogue. */
export const catalogRoutes = {
  listProducts: route({
    method: 'GET',
    path: '/api/customer/products',
    access: 'public',
    needs: { table: 'read' },
    cacheSeconds: 60,
    response: returns<Product[]>(),
  }),
};
