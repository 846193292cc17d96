import type { RouteSpec } from '../../shared/route-kit';

const param = /\{\w+\+?\}/g;

/** `/api/customer/products/{id}` → `/api/customer/products/*`: the route as a CloudFront path pattern. */
export function pathPattern(path: string): string {
  return path.replace(param, '*');
}

function matches(pattern: string, path: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(path.replace(param, 'x'));
}

/**
 * The path patterns of the routes CloudFront may cache: public GETs with `cacheSeconds`. Such a
 * behaviour forwards only its cache key (the query string) — no Authorization, no cookies — so
 * any other route that would fall under its pattern is refused here rather than broken in AWS.
 */
export function cachedRoutePatterns(routes: Readonly<Record<string, RouteSpec>>): string[] {
  const patterns = new Set<string>();
  for (const [name, spec] of Object.entries(routes)) {
    if (spec.method !== 'GET' || !spec.cacheSeconds) continue;
    if (spec.access !== 'public') throw new Error(`Route ${name} has cacheSeconds but is not public`);
    const pattern = pathPattern(spec.path);
    for (const [otherName, other] of Object.entries(routes)) {
      const alsoCached = other.method === 'GET' && other.cacheSeconds && other.access === 'public';
      if (otherName !== name && !alsoCached && matches(pattern, other.path)) {
        throw new Error(
          `Route ${otherName} (${other.method} ${other.path}) falls under ${pattern}, which CloudFront ` +
            `caches for ${name}; give cached routes a path of their own`,
        );
      }
    }
    patterns.add(pattern);
  }
  return [...patterns];
}
