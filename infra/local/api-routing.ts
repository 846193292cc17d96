import { matchPath, type RouteSpec } from '@shared/route-kit';

export interface MatchedRoute {
  name: string;
  spec: RouteSpec;
  pathParameters: Record<string, string>;
  /** `GET /api/orders/{id}`, as API Gateway names the route. */
  routeKey: string;
}

export type RouteMatch = { kind: 'found'; route: MatchedRoute } | { kind: 'wrong-method'; allow: string[] } | { kind: 'none' };

/**
 * Finds the route for a method and path. When several route paths match, the one with the
 * fewest parameters wins (`/api/orders/non-delivered` before `/api/orders/{id}`), as in API Gateway.
 */
export function findRoute(routes: Record<string, RouteSpec>, method: string, path: string): RouteMatch {
  const candidates = Object.entries(routes)
    .map(([name, spec]) => ({ name, spec, pathParameters: matchPath(spec.path, path) }))
    .filter((entry): entry is { name: string; spec: RouteSpec; pathParameters: Record<string, string> } => entry.pathParameters !== null);
  if (!candidates.length) return { kind: 'none' };
  const sameMethod = candidates
    .filter((entry) => entry.spec.method === method)
    .sort((a, b) => paramCount(a.spec.path) - paramCount(b.spec.path));
  const best = sameMethod[0];
  if (!best) return { kind: 'wrong-method', allow: [...new Set(candidates.map((entry) => entry.spec.method))].sort() };
  return { kind: 'found', route: { ...best, routeKey: `${best.spec.method} ${best.spec.path}` } };
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;
