import { describe, expect, it } from 'vitest';
import type { RouteSpec } from '@shared/route-kit';
import { cachedRoutePatterns, pathPattern, snapshotRoutes } from './cached-routes';

const get = (path: string, extra: Partial<RouteSpec> = {}) =>
  ({ method: 'GET', path, access: 'public', response: undefined, ...extra }) as RouteSpec;

describe('cached routes', () => {
  it('turns path parameters into CloudFront wildcards', () => {
    expect(pathPattern('/api/customer/products')).toBe('/api/customer/products');
    expect(pathPattern('/api/products/{id}/reviews/{reviewId}')).toBe('/api/products/*/reviews/*');
  });

  it('lists only public GETs with cacheSeconds', () => {
    const routes = {
      list: get('/api/customer/products', { cacheSeconds: 60 }),
      cart: get('/api/customer/cart', { access: 'user' }),
      one: get('/api/customer/products/{id}', { cacheSeconds: 60 }),
    };
    expect(cachedRoutePatterns(routes)).toEqual(['/api/customer/products', '/api/customer/products/*']);
  });

  it('refuses a cached pattern that would swallow another route', () => {
    const routes = {
      one: get('/api/products/{id}', { cacheSeconds: 60 }),
      reviews: { ...get('/api/products/{id}/reviews'), method: 'POST', access: 'user' } as RouteSpec,
    };
    expect(() => cachedRoutePatterns(routes)).toThrow(/reviews .*falls under \/api\/products\/\*/);
  });

  it('refuses another method on a cached path', () => {
    const routes = {
      list: get('/api/customer/products', { cacheSeconds: 60 }),
      add: { ...get('/api/customer/products'), method: 'POST', access: 'admin' } as RouteSpec,
    };
    expect(() => cachedRoutePatterns(routes)).toThrow(/add \(POST/);
  });

  it('refuses caching a route that is not public', () => {
    expect(() => cachedRoutePatterns({ mine: get('/api/me', { access: 'user', cacheSeconds: 60 }) })).toThrow(/not public/);
  });
});

describe('snapshot routes', () => {
  it('lists each with its object key, and leaves it out of the cached API patterns', () => {
    const routes = {
      list: get('/api/customer/products', { snapshot: true, cacheSeconds: 2 }),
      one: get('/api/products/{id}', { cacheSeconds: 60 }),
    };
    expect(snapshotRoutes(routes)).toEqual([{ name: 'list', path: '/api/customer/products', key: 'snapshots/api/customer/products' }]);
    expect(cachedRoutePatterns(routes)).toEqual(['/api/products/*']);
  });

  it('refuses a snapshot that is not a public GET without parameters', () => {
    expect(() => snapshotRoutes({ mine: get('/api/me', { access: 'user', snapshot: true }) })).toThrow(/public GET/);
    expect(() => snapshotRoutes({ one: get('/api/p/{id}', { snapshot: true }) })).toThrow(/parameters/);
  });

  it('refuses another route on a snapshot path', () => {
    const routes = {
      list: get('/api/customer/products', { snapshot: true }),
      add: { ...get('/api/customer/products'), method: 'POST', access: 'admin' } as RouteSpec,
    };
    expect(() => snapshotRoutes(routes)).toThrow(/add \(POST/);
  });
});
