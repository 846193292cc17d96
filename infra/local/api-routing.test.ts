import { describe, expect, it } from 'vitest';
import { fillPath, type RouteSpec } from '@shared/route-kit';
import { routes } from '@shared/routes';
import { findRoute } from './api-routing';

const spec = (method: RouteSpec['method'], path: string): RouteSpec => ({ method, path, access: 'public', response: undefined });
const table = {
  orderById: spec('GET', '/api/orders/{id}'),
  nonDelivered: spec('GET', '/api/orders/non-delivered'),
  setStatus: spec('PATCH', '/api/orders/{id}/status'),
  byStatus: spec('GET', '/api/orders/status/{status}'),
};

describe('findRoute', () => {
  it('prefers the route with fewer parameters when several paths match', () => {
    const found = findRoute(table, 'GET', '/api/orders/non-delivered');
    expect(found).toMatchObject({ kind: 'found', route: { name: 'nonDelivered', pathParameters: {} } });
  });

  it('decodes path parameters and names the route key', () => {
    const found = findRoute(table, 'GET', '/api/orders/a%20b');
    expect(found).toEqual({
      kind: 'found',
      route: { name: 'orderById', spec: table.orderById, pathParameters: { id: 'a b' }, routeKey: 'GET /api/orders/{id}' },
    });
  });

  it('answers the allowed methods when only the method is wrong', () => {
    expect(findRoute(table, 'DELETE', '/api/orders/42')).toEqual({ kind: 'wrong-method', allow: ['GET'] });
    expect(findRoute(table, 'POST', '/api/orders/status/paid')).toEqual({ kind: 'wrong-method', allow: ['GET'] });
  });

  it('answers none for unknown paths', () => {
    expect(findRoute(table, 'GET', '/api/nothing/here/at/all')).toEqual({ kind: 'none' });
  });

  it('finds every route of the real table by its own method and path', () => {
    for (const [name, route] of Object.entries(routes) as [string, RouteSpec][]) {
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, `x-${m[1]}`]));
      const found = findRoute(routes, route.method, fillPath(route.path, params));
      expect(found.kind === 'found' && found.route.name, `${route.method} ${route.path}`).toBe(name);
    }
  });
});
