import { returns, route } from './route-kit';
import type { Product } from './types';

/**
 * The API: one entry per route, read by the CDK stack (one Lambda and one HTTP API route each),
 * the local gateway, and the web client. A route named `listProducts` is served by
 * `functions/routes/list-products.ts`.
 */
export const routes = {
  listProducts: route({
    method: 'GET',
    path: '/api/customer/products',
    access: 'public',
    needs: { table: 'read' },
    cacheSeconds: 60,
    response: returns<Product[]>(),
  }),
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
