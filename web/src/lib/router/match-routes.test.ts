import { describe, expect, it } from 'vitest';
import { type RouteObject, matchRoutes } from './match-routes';

// The app's table in miniature: a layout with an index, static, optional, splat and catch-all routes.
const routes: RouteObject[] = [
  {
    element: 'layout',
    children: [
      { index: true, element: 'home' },
      { path: 'shop', element: 'shop' },
      { element: 'guard', children: [{ path: 'admin/*', element: 'admin' }] },
      { path: 'order-confirmation/:orderId?', element: 'confirmation' },
      { path: 'orders', element: 'orders' },
      { path: '*', element: 'fallback' },
    ],
  },
];

const leaf = (pathname: string) => matchRoutes(routes, pathname)?.routes.map((r) => r.element).join(' > ');

describe('matchRoutes', () => {
  it('picks the index route for / and a static route over the catch-all', () => {
    expect(leaf('/')).toBe('layout > home');
    expect(leaf('/shop')).toBe('layout > shop');
    expect(leaf('/shop/')).toBe('layout > shop');
    expect(leaf('/nowhere')).toBe('layout > fallback');
    expect(leaf('/shop/more')).toBe('layout > fallback');
  });

  it('matches case-insensitively', () => {
    expect(leaf('/SHOP')).toBe('layout > shop');
    expect(leaf('/Admin/DashBoard')).toBe('layout > guard > admin');
  });

  it('gives a splat what follows its base', () => {
    expect(matchRoutes(routes, '/admin/users/7')).toMatchObject({ params: { '*': 'users/7' }, pathnameBase: '/admin' });
    expect(matchRoutes(routes, '/admin')).toMatchObject({ params: { '*': '' }, pathnameBase: '/admin' });
  });

  it('takes an optional param when present and leaves it out otherwise', () => {
    expect(matchRoutes(routes, '/order-confirmation/ord-1')).toMatchObject({ params: { orderId: 'ord-1' } });
    expect(matchRoutes(routes, '/order-confirmation/ord%201')?.params.orderId).toBe('ord 1');
    const bare = matchRoutes(routes, '/order-confirmation');
    expect(bare?.routes.at(-1)?.element).toBe('confirmation');
    expect(bare?.params.orderId).toBeUndefined();
  });

  it('accepts absolute child paths that repeat the parent path', () => {
    const absolute: RouteObject[] = [{ path: '/admin/*', element: 'admin' }, { path: '*', element: 'other' }];
    expect(matchRoutes(absolute, '/admin/orders')?.routes[0]?.element).toBe('admin');
    expect(matchRoutes(absolute, '/cart')?.routes[0]?.element).toBe('other');
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: 'shop', element: 'shop' }], '/cart')).toBeNull();
  });
});
