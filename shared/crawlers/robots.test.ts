import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robots.txt', () => {
  const text = robotsTxt('https://shop.example');
  const disallowed = text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));

  it('names the sitemap by absolute URL', () => {
    expect(text).toContain('\nSitemap: https://shop.example/sitemap.xml\n');
  });

  it('keeps every crawler out of the signed-in pages, the confirmation, the mailed-link pages and the API', () => {
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(disallowed).toEqual(
      expect.arrayContaining([
        '/admin',
        '/cart',
        '/orders',
        '/profile',
        '/wishlist',
        '/order-confirmation',
        '/verify-email',
        '/reset-password',
        '/api/',
      ]),
    );
  });

  it('leaves the shop, the product pages and the sitemap open', () => {
    const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
    for (const path of [
      '/',
      '/shop',
      '/shop?category=Women',
      '/products/byredo-mojave-ghost-edp',
      '/sitemap.xml',
      '/about',
      '/images/products/a.svg',
    ]) {
      expect(blocked(path), path).toBe(false);
    }
    expect(blocked('/alerts/unsubscribe')).toBe(true);
    expect(blocked('/newsletter/unsubscribe')).toBe(true);
  });
});
