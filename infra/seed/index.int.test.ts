import { describe, expect, it } from 'vitest';
import { useLocalCloud } from '../../functions/test-support/local-cloud';
import { findUserByEmail } from '../../functions/repositories/users';
import { listBrands } from '../../functions/repositories/brands';
import { getProduct } from '../../functions/repositories/products';
import { seedBrandNames, seedProducts } from './catalog';
import { seed } from './index';

const cloud = useLocalCloud();
// The pictures live in the cloud's bucket; the repositories' variables are set above.
Object.assign(process.env, { S3_ENDPOINT: cloud.s3Endpoint, IMAGES_BUCKET: cloud.imagesBucket });

describe('the seed against the local cloud', () => {
  it('has loaded the catalogue, the brands and a verified admin when the cloud started', async () => {
    const brands = new Set((await listBrands()).map((brand) => brand.brandName));
    for (const name of seedBrandNames()) expect(brands).toContain(name);
    const sample = seedProducts().find((product) => product.product_id === 'kilian-black-phantom-edp')!;
    expect(await getProduct(sample.product_id)).toEqual(sample);
    expect(await findUserByEmail(cloud.admin.email)).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('writes nothing when run again, and answers the catalogue counts', async () => {
    const lines: string[] = [];
    const result = await seed({ adminEmail: cloud.admin.email, adminPassword: 'another-password', log: (line) => lines.push(line) });
    expect(result).toEqual({ products: seedProducts().length, brands: seedBrandNames().length, created: 0, demoOrders: 8 });
    expect(lines).toEqual([]);
  });

  it('serves a seeded picture as a cacheable SVG on the site', async () => {
    const res = await fetch(`${cloud.site}/images/products/chanel-bleu-de-chanel-edp.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.text()).toContain('Bleu de Chanel');
  });
});
