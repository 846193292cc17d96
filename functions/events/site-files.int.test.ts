import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, deleteBrand } from '../repositories/brands';
import { eventually } from '../test-support/checkout';
import { createTestAdmin, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';

const cloud = useLocalCloud();
const products = testProducts();
const brandName = `Sitemap House ${Date.now()}`;
const productId = `sitemap-${Math.random().toString(36).slice(2, 10)}`;
const productLoc = `<loc>${cloud.site}/products/${productId}</loc>`;
let admin: TestAccount;
let brandId: string;

/** A tiny PNG: the signature and a header chunk are what the server reads. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR'),
  Buffer.alloc(64, 7),
]);

async function get(path: string) {
  const res = await fetch(new URL(path, cloud.site));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    text: await res.text(),
  };
}

beforeAll(async () => {
  admin = await createTestAdmin();
  brandId = (await createBrand(brandName)).id;
});

afterAll(async () => {
  await products.remove(productId);
  await deleteBrand(brandId).catch(() => undefined);
});

describe('robots.txt', () => {
  it('is published at start-up: names the sitemap by absolute URL and keeps crawlers out of the private paths', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain(`Sitemap: ${cloud.site}/sitemap.xml`);
    for (const path of ['/admin', '/cart', '/orders', '/profile', '/wishlist', '/order-confirmation', '/api/']) {
      expect(robots.text).toContain(`\nDisallow: ${path}\n`);
    }
  });
});

describe('the sitemap', () => {
  it("is XML listing the home page, the shop and its categories, with the catalogue's cache lifetime", async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toBe('application/xml; charset=utf-8');
    expect(sitemap.cacheControl).toBe((await fetch(new URL('/api/customer/products', cloud.site))).headers.get('cache-control'));
    expect(sitemap.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of ['/', '/shop', '/shop?category=Women', '/shop?category=Gifts', '/scent-finder'])
      expect(sitemap.text).toContain(`<loc>${cloud.site}${path}</loc>`);
  });

  it('lists a product created through the admin API within seconds, with its lastmod, and drops it once deleted', async () => {
    const form = new FormData();
    const fields = {
      product_id: productId,
      name: 'Eau Indexée',
      brand: brandName,
      category: 'Unisex',
      tags: 'citrus',
      rating: '4.1',
      cost_price: '30',
      retail_price: '64.00',
      stock_quantity: '9',
      description: 'A sitemap test.',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'bottle.png');
    const created = await fetch(new URL('/api/admin/products', cloud.api), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(created.status).toBe(201);

    const listed = await eventually(
      async () => {
        const { text } = await get('/sitemap.xml');
        return text.includes(productLoc) ? text : undefined;
      },
      'the new product in the sitemap',
      10_000,
    );
    expect(listed).toMatch(new RegExp(`${productLoc}<lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z</lastmod>`));

    const deleted = await fetch(new URL(`/api/admin/products/${productId}`, cloud.api), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.status).toBeLessThan(300);
    await eventually(
      async () => ((await get('/sitemap.xml')).text.includes(productLoc) ? undefined : true),
      'the deleted product gone from the sitemap',
      10_000,
    );
  });
});
