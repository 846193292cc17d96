import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapFiles, sitemapUrls, w3cDatetime } from './sitemap';

const ORIGIN = 'https://shop.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap', () => {
  it("lists the home page, the shop, each category's shop and every product page, products in id order", () => {
    const urls = sitemapUrls([
      { product_id: 'tom-ford-oud', lastmod: '2026-11-02T10:00:00.000Z' },
      { product_id: 'byredo-mojave-ghost-edp', lastmod: '2026-11-01T09:30:00.000Z' },
    ]);
    expect(urls.map((url) => url.path)).toEqual([
      '/',
      '/shop',
      '/shop?category=Women',
      '/shop?category=Men',
      '/shop?category=Unisex',
      '/shop?category=Gifts',
      '/scent-finder',
      '/products/byredo-mojave-ghost-edp',
      '/products/tom-ford-oud',
    ]);
  });

  it('gives each product its own last change, and the store pages the latest of them', () => {
    const urls = sitemapUrls([
      { product_id: 'a', lastmod: '2026-11-01T09:30:00Z' },
      { product_id: 'b', lastmod: '2026-11-02T10:00:00+02:00' },
    ]);
    expect(urls.find((url) => url.path === '/products/a')?.lastmod).toBe('2026-11-01T09:30:00.000Z');
    expect(urls.find((url) => url.path === '/products/b')?.lastmod).toBe('2026-11-02T08:00:00.000Z');
    expect(urls.find((url) => url.path === '/shop?category=Men')?.lastmod).toBe('2026-11-02T08:00:00.000Z');
    expect(urls.find((url) => url.path === '/')?.lastmod).toBe('2026-11-02T08:00:00.000Z');
  });

  it('leaves out a lastmod that is not a time rather than publish an invalid one', () => {
    expect(w3cDatetime('yesterday')).toBeUndefined();
    expect(w3cDatetime(undefined)).toBeUndefined();
    const [file] = sitemapFiles(ORIGIN, sitemapUrls([{ product_id: 'a', lastmod: 'not a date' }]));
    expect(file!.body).toContain(`<url><loc>${ORIGIN}/products/a</loc></url>`);
    expect(file!.body).not.toContain('<lastmod>');
  });

  it('is one urlset of absolute, XML-escaped locs with lastmod in W3C datetime', () => {
    const files = sitemapFiles(ORIGIN, [
      { path: '/shop?category=Women&brand=Dior', lastmod: '2026-11-01T09:30:00.000Z' },
      { path: "/products/l'eau-<d>" },
    ]);
    expect(files).toHaveLength(1);
    expect(files[0]!.path).toBe('/sitemap.xml');
    expect(files[0]!.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/shop?category=Women&amp;brand=Dior</loc><lastmod>2026-11-01T09:30:00.000Z</lastmod></url>\n' +
        '<url><loc>https://shop.example/products/l&apos;eau-&lt;d&gt;</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it("product ids are percent-encoded in the loc, as their pages' paths are", () => {
    const [file] = sitemapFiles(ORIGIN, sitemapUrls([{ product_id: 'eau & co', lastmod: '2026-11-01T00:00:00Z' }]));
    expect(locs(file!.body)).toContain(`${ORIGIN}/products/eau%20%26%20co`);
  });

  it('becomes an index of pages beyond the URL limit, each page within it and in order', () => {
    const urls = Array.from({ length: 7 }, (_, i) => ({ path: `/products/p${i}`, lastmod: `2026-11-0${i + 1}T00:00:00.000Z` }));
    const files = sitemapFiles(ORIGIN, urls, { urls: 3, bytes: 1024 * 1024 });
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml', '/sitemaps/1.xml', '/sitemaps/2.xml', '/sitemaps/3.xml']);
    const [index, ...pages] = files;
    expect(index!.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index!.body).not.toContain('<urlset');
    expect(locs(index!.body)).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/2.xml`, `${ORIGIN}/sitemaps/3.xml`]);
    // Each page's entry carries the latest change it holds.
    expect([...index!.body.matchAll(/<lastmod>([^<]*)</g)].map((m) => m[1])).toEqual([
      '2026-11-03T00:00:00.000Z',
      '2026-11-06T00:00:00.000Z',
      '2026-11-07T00:00:00.000Z',
    ]);
    expect(pages.map((page) => locs(page.body).length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((page) => locs(page.body))).toEqual(urls.map((url) => `${ORIGIN}${url.path}`));
    for (const page of pages) expect(page.body).toContain('<urlset xmlns=');
  });

  it('stays one file at exactly the URL limit', () => {
    const urls = Array.from({ length: 3 }, (_, i) => ({ path: `/products/p${i}` }));
    expect(sitemapFiles(ORIGIN, urls, { urls: 3, bytes: 1024 * 1024 }).map((file) => file.path)).toEqual(['/sitemap.xml']);
  });

  it('starts a new page before a file would pass the byte limit', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ path: `/products/${'x'.repeat(100)}-${i}` }));
    const limit = 600;
    const files = sitemapFiles(ORIGIN, urls, { urls: 50_000, bytes: limit });
    expect(files.length).toBeGreaterThan(2);
    for (const page of files.slice(1)) expect(Buffer.byteLength(page.body)).toBeLessThanOrEqual(limit);
    expect(files.slice(1).flatMap((page) => locs(page.body))).toEqual(urls.map((url) => `${ORIGIN}${url.path}`));
  });

  it('lists the store pages alone for an empty catalogue, without a lastmod', () => {
    const [file, ...rest] = sitemapFiles(ORIGIN, sitemapUrls([]));
    expect(rest).toEqual([]);
    expect(locs(file!.body)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/shop`,
      `${ORIGIN}/shop?category=Women`,
      `${ORIGIN}/shop?category=Men`,
      `${ORIGIN}/shop?category=Unisex`,
      `${ORIGIN}/shop?category=Gifts`,
      `${ORIGIN}/scent-finder`,
    ]);
    expect(file!.body).not.toContain('<lastmod>');
  });
});
