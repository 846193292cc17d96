import { adminRoutes } from './admin';
import { alertRoutes } from './alerts';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { customerRoutes } from './customer';
import { newsletterRoutes } from './newsletter';
import { paymentRoutes } from './payments';

/**
 * The API's routes by group: each group's functions are deployed in a stack of their own
 * (infra/constructs/shop-api.ts), so no stack nears CloudFormation's 500 resources as routes are
 * added. A new route joins the group of its feature's file.
 */
export const routeGroups = {
  storefront: { ...catalogRoutes, ...newsletterRoutes },
  auth: authRoutes,
  customer: { ...customerRoutes, ...alertRoutes },
  payments: paymentRoutes,
  admin: adminRoutes,
};

export type RouteGroup = keyof typeof routeGroups;

/**
 * The API: one entry per route, read by the CDK stack (one Lambda and one HTTP API route each),
 * the local gateway, and the web client. A route named `addToCart` is served by
 * `functions/routes/add-to-cart.ts`. Each feature declares its routes in its own file here.
 */
export const routes = {
  ...routeGroups.storefront,
  ...routeGroups.auth,
  ...routeGroups.customer,
  ...routeGroups.payments,
  ...routeGroups.admin,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
