import { adminRoutes } from './admin';
import { alertRoutes } from './alerts';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { customerRoutes } from './customer';
import { newsletterRoutes } from './newsletter';
import { paymentRoutes } from './payments';

/**
 * The API: one entry per route, read by the CDK stack (one Lambda and one HTTP API route each),
 * the local gateway, and the web client. A route named `addToCart` is served by
 * `functions/routes/add-to-cart.ts`. Each feature declares its routes in its own file here.
 */
export const routes = {
  ...catalogRoutes,
  ...authRoutes,
  ...customerRoutes,
  ...alertRoutes,
  ...newsletterRoutes,
  ...paymentRoutes,
  ...adminRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
