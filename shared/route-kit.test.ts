import { describe, expect, it } from 'vitest';
import { bodyKindOf, fillPath, handlerFileName, hasFunction, matchPath, snapshotKey } from './route-kit';

describe('route kit', () => {
  it('names handler files in kebab-case', () => {
    expect(handlerFileName('listProducts')).toBe('list-products');
    expect(handlerFileName('getOrderById')).toBe('get-order-by-id');
  });

  it('fills and encodes path parameters, refusing a missing one', () => {
    expect(fillPath('/api/customer/cart/{productId}', { productId: 'a b/c' })).toBe('/api/customer/cart/a%20b%2Fc');
    expect(() => fillPath('/api/x/{id}', {})).toThrow(/Missing path parameter id/);
  });

  it('matches concrete paths and decodes parameters', () => {
    expect(matchPath('/api/auth/verification-status/{email}', '/api/auth/verification-status/a%40b.co')).toEqual({ email: 'a@b.co' });
    expect(matchPath('/api/customer/products', '/api/customer/products/')).toEqual({});
    expect(matchPath('/api/customer/products', '/api/customer/product')).toBeNull();
    expect(matchPath('/api/x/{id}', '/api/x/')).toBeNull();
    expect(matchPath('/api/x/{id}', '/api/x/%E0%A4%A')).toBeNull();
  });

  it('defaults the body kind from the method', () => {
    expect(bodyKindOf({ method: 'GET' })).toBe('none');
    expect(bodyKindOf({ method: 'DELETE' })).toBe('none');
    expect(bodyKindOf({ method: 'POST' })).toBe('json');
    expect(bodyKindOf({ method: 'POST', body: 'multipart' })).toBe('multipart');
  });

  it('keeps snapshots under their own prefix, named by their path, served by no function', () => {
    expect(snapshotKey('/api/customer/products')).toBe('snapshots/api/customer/products');
    expect(hasFunction({ path: '/api/customer/products', snapshot: true })).toBe(false);
    expect(hasFunction({ path: '/api/customer/cart' })).toBe(true);
  });
});
