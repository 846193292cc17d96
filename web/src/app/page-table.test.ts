import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesPattern } from './page-paths';
import { PAGES, type PageName, pageForPath } from './page-table';

describe('pageForPath', () => {
  it('names the page each address shows, whatever its case', () => {
    expect(pageForPath('/shop')).toBe('shop');
    expect(pageForPath('/Shop/')).toBe('shop');
    expect(pageForPath('/admin')).toBe('admin');
    expect(pageForPath('/admin/orders')).toBe('admin');
    expect(pageForPath('/order-confirmation')).toBe('orderConfirmation');
    expect(pageForPath('/order-confirmation/ord-1')).toBe('orderConfirmation');
    expect(pageForPath('/verify-email')).toBe('verifyEmail');
    expect(pageForPath('/alerts/unsubscribe')).toBe('alertsUnsubscribe');
    expect(pageForPath('/newsletter/unsubscribe')).toBe('newsletterUnsubscribe');
  });

  it("names a product's page by its second segment, whatever the first one's case", () => {
    expect(pageForPath('/products/byredo-mojave-ghost-edp')).toBe('product');
    expect(pageForPath('/Products/byredo-mojave-ghost-edp/')).toBe('product');
  });

  it('follows the redirects: bare /products shows the shop', () => {
    expect(pageForPath('/products')).toBe('shop');
    expect(pageForPath('/products/')).toBe('shop');
  });

  it('sends home, the auth paths and unknown paths to the home page, as the router does', () => {
    for (const path of ['/', '/login', '/register', '/nowhere', '', '/alerts', '/orders/ord-1', '/products/a/b']) {
      expect([path, pageForPath(path)]).toEqual([path, 'home']);
    }
  });
});

describe('matchesPattern', () => {
  it("matches React Router's parameters, optional parameters and splats", () => {
    expect(matchesPattern('/products/:productId', '/products/x')).toBe(true);
    expect(matchesPattern('/products/:productId', '/products')).toBe(false);
    expect(matchesPattern('/order-confirmation/:orderId?', '/order-confirmation')).toBe(true);
    expect(matchesPattern('/order-confirmation/:orderId?', '/order-confirmation/a/b')).toBe(false);
    expect(matchesPattern('/admin/*', '/admin/products/new')).toBe(true);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/shop')).toBe(false);
  });
});

describe('the page table', () => {
  it("names, in each entry's module, the file its loader imports", async () => {
    for (const [name, page] of Object.entries(PAGES) as [PageName, (typeof PAGES)[PageName]][]) {
      const component = await page.load();
      const module = (await import(/* @vite-ignore */ join(__dirname, '..', `${page.module}.tsx`))) as Record<string, unknown>;
      expect([name, Object.values(module).includes(component)]).toEqual([name, true]);
    }
  });

  it('gives every address to one page only', () => {
    const paths = Object.values(PAGES).flatMap((page) => page.paths);
    expect(paths.length).toBe(new Set(paths).size);
  });
});
