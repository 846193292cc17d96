import { describe, expect, it } from 'vitest';
import { pageForPath } from './page-for-path';

describe('pageForPath', () => {
  it('names the page of each first path segment, whatever its case', () => {
    expect(pageForPath('/shop')).toBe('shop');
    expect(pageForPath('/Shop/')).toBe('shop');
    expect(pageForPath('/products')).toBe('shop');
    expect(pageForPath('/products/')).toBe('shop');
    expect(pageForPath('/admin/orders')).toBe('admin');
    expect(pageForPath('/order-confirmation/ord-1')).toBe('orderConfirmation');
    expect(pageForPath('/verify-email')).toBe('verifyEmail');
  });

  it("names a product's page by its second segment, whatever the first one's case", () => {
    expect(pageForPath('/products/byredo-mojave-ghost-edp')).toBe('product');
    expect(pageForPath('/Products/byredo-mojave-ghost-edp/')).toBe('product');
  });

  it('sends home, the auth paths and unknown paths to the home page', () => {
    for (const path of ['/', '/login', '/register', '/nowhere', '']) expect(pageForPath(path)).toBe('home');
  });
});
