import { describe, expect, it } from 'vitest';
import * as adminEndpoints from './admin-endpoints';
import * as storeEndpoints from './endpoints';
import { routes } from './index';

const endpoints = { ...storeEndpoints, ...adminEndpoints };

describe("the browser's endpoints", () => {
  it('name every route of the table, and no other, each in one module', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    expect(Object.keys(storeEndpoints).length + Object.keys(adminEndpoints).length).toBe(Object.keys(routes).length);
  });

  it("keep the admin area's routes, and only those, apart from the storefront's", () => {
    const accessOf = (names: string[]) => new Set(names.map((name) => routes[name as keyof typeof routes].access));
    expect(accessOf(Object.keys(adminEndpoints))).toEqual(new Set(['admin']));
    expect(accessOf(Object.keys(storeEndpoints)).has('admin')).toBe(false);
  });

  it("are each route's own method, path and body kind, under the route's name", () => {
    for (const [name, spec] of Object.entries(routes)) {
      const { method, path, body } = spec as { method: string; path: string; body?: string };
      expect({ name, method, path, body }).toEqual({ name, ...endpoints[name as keyof typeof endpoints] });
    }
  });

  it('carry nothing of the server: no access rule, schema, grant or cache setting', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(Object.keys(endpoint).every((key) => ['method', 'path', 'body'].includes(key))).toBe(true);
    }
  });
});
