import { type RouteSpec, snapshotKey } from '@shared/route-kit';

const param = /\{\w+\+?\}/g;

/** `/api/customer/products/{id}` → `/api/customer/products/*`: the route as a CloudFront path pattern. */
export function pathPattern(path: string): string {
  return path.replace(param, '*');
}

function matches(pattern: string, path: string): boolean {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(path.replace(param, 'x'));
}

/** Refuses any route other than `name` under `pattern`, unless `allowed` says it may be there. */
function refuseOthersUnder(
  routes: Readonly<Record<string, RouteSpec>>,
  name: string,
  pattern: string,
  why: string,
  allowed: (other: RouteSpec) => boolean,
) {
  for (const [otherName, other] of Object.entries(routes)) {
    if (otherName !== name && !allowed(other) && matches(pattern, other.path)) {
      throw new Error(`Route ${otherName} (${other.method} ${other.path}) falls under ${pattern}, which ${why}; give it a path of its own`);
    }
  }
}

/**
 * The path patterns of the routes CloudFront may cache in front of their functions: public GETs
 * with `cacheSeconds`, snapshots aside. Such a behaviour forwards only its cache key (the query
 * string) — no Authorization, no cookies — so any other route that would fall under its pattern
 * is refused here rather than broken in AWS.
 */
export function cachedRoutePatterns(routes: Readonly<Record<string, RouteSpec>>): string[] {
  const patterns = new Set<string>();
  for (const [name, spec] of Object.entries(routes)) {
    if (spec.method !== 'GET' || !spec.cacheSeconds || spec.snapshot) continue;
    if (spec.access !== 'public') throw new Error(`Route ${name} has cacheSeconds but is not public`);
    const pattern = pathPattern(spec.path);
    refuseOthersUnder(routes, name, pattern, `CloudFront caches for ${name}`, (other) =>
      Boolean(other.method === 'GET' && other.cacheSeconds && other.access === 'public' && !other.snapshot),
    );
    patterns.add(pattern);
  }
  return [...patterns];
}

/** A route CloudFront answers from a published object: its exact path and the object's key. */
export interface SnapshotRoute {
  name: string;
  path: string;
  key: string;
}

/**
 * The routes served from snapshots (`snapshot: true`). CloudFront answers such a path from the
 * images bucket with GET and HEAD only, whoever asks, so it must be a public GET without path
 * parameters, and no other route may share its path.
 */
export function snapshotRoutes(routes: Readonly<Record<string, RouteSpec>>): SnapshotRoute[] {
  return Object.entries(routes)
    .filter(([, spec]) => spec.snapshot)
    .map(([name, spec]) => {
      if (spec.method !== 'GET' || spec.access !== 'public')
        throw new Error(`Route ${name} is served from a snapshot, so it must be a public GET`);
      if (spec.path.includes('{')) throw new Error(`Route ${name} is served from a snapshot, so its path cannot have parameters`);
      refuseOthersUnder(routes, name, spec.path, `CloudFront answers from the snapshot of ${name}`, () => false);
      return { name, path: spec.path, key: snapshotKey(spec.path) };
    });
}
