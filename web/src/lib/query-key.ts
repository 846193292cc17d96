import type { RouteSpec } from '@shared/route-kit';

/**
 * The cache key of a route's answer: the route's path, then the params and query it was asked
 * with. `queryKeyOf(route)` alone is the prefix of every call of that route, so invalidating it
 * reaches them all.
 */
export function queryKeyOf(route: Pick<RouteSpec, 'path'>, asked?: { params?: object; query?: object }): readonly unknown[] {
  return asked ? [route.path, asked] : [route.path];
}
