import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/local/project-root';
import { PRODUCT_PAGE_TEMPLATE_FILE } from '@shared/product-page-template';
import { s3Client } from '../commons/s3-client';
import { createBrand, deleteBrand } from '../repositories/brands';
import { productPageKey } from '@shared/catalog/product-page-address';
import { shareCardKey, shareImagePath } from '@shared/catalog/product-metadata';
import { drawShareCard } from '../images/share-card-renderer';
import { liveProductPageStore, liveShareCardStore } from '../repositories/product-pages';
import { eventually } from '../test-support/checkout';
import { createTestAdmin, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';
import { testProducts } from '../test-support/products';
import { publishObject } from './published-object';
import { publishShareCards, unpublishShareCards } from './share-cards';

const cloud = useLocalCloud();
// This process reads the pages and publishes as the cloud's handlers do.
Object.assign(process.env, {
  IMAGES_BUCKET: cloud.imagesBucket,
  S3_ENDPOINT: cloud.s3Endpoint,
  SITE_URL: cloud.site,
  SITE_DIR: join(PROJECT_ROOT, 'web', 'dist'),
});
const products = testProducts();
const brandName = `Page House ${Date.now()}`;
const productId = `page-${Math.random().toString(36).slice(2, 10)}`;
let admin: TestAccount;
let brandId: string;

/** The product's page as the bucket holds it, with its stored headers; undefined when there is none. */
async function pageObject(id = productId) {
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: cloud.imagesBucket, Key: productPageKey(id) }));
    return {
      html: await out.Body!.transformToString('utf8'),
      contentType: out.ContentType,
      cacheControl: out.CacheControl,
      generation: Number(out.Metadata?.generation),
    };
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

const pageShowing = (text: string, what: string, ms = 10_000) =>
  eventually(
    async () => {
      const page = await pageObject();
      return page?.html.includes(text) ? page : undefined;
    },
    what,
    ms,
  );

function productForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = {
    product_id: productId,
    name: 'Eau de Page',
    brand: brandName,
    category: 'Unisex',
    tags: 'citrus',
    rating: '4.1',
    cost_price: '30',
    retail_price: '64.00',
    stock_quantity: '9',
    description: 'A page test.',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

const asAdmin = (method: string, path: string, body?: FormData | object) =>
  fetch(new URL(path, cloud.api), {
    method,
    headers: {
      authorization: `Bearer ${admin.token}`,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });

beforeAll(async () => {
  admin = await createTestAdmin();
  brandId = (await createBrand(brandName)).id;
  await products.create({
    product_id: productId,
    name: 'Eau de Page',
    brand: brandName,
    category: 'Unisex',
    tags: ['citrus'],
    retail_price: 64,
    cost_price: 30,
    stock_quantity: 9,
    description: 'A page test.',
  });
});

afterAll(async () => {
  await products.removeAll();
  await deleteBrand(brandId).catch(() => undefined);
});

describe('product pages drawn from the table stream', () => {
  it("draws a new product's page: HTML, cached as the catalogue is, canonical at the site's origin", async () => {
    const page = await pageShowing('Eau de Page', "the new product's page");
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.cacheControl).toBe('public, max-age=0, s-maxage=2');
    expect(page.html).toContain(`<link rel="canonical" href="${cloud.site}/products/${productId}"`);
    expect(page.html).toContain('https://schema.org/LimitedAvailability');
    // A purchase cost below retail is the shop's margin, on no page (a "was" price above it is public).
    expect(page.html).not.toContain('"cost_price":30');
  });

  it("shows an admin's price edit within seconds", async () => {
    await pageShowing('Eau de Page', 'the page before the edit');
    const edited = await asAdmin('PUT', `/api/admin/products/${productId}`, productForm({ retail_price: '71.50' }));
    expect(edited.status).toBe(200);
    const started = Date.now();
    const page = await pageShowing('"price":"71.50"', 'the new price on the page');
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(page.html).not.toContain('"price":"64.00"');
  });

  it('marks the product OutOfStock when its stock goes to 0', async () => {
    const saved = await asAdmin('POST', '/api/admin/UpdateProductQty', {
      product_id: productId,
      stock_quantity: 0,
      expected_stock_quantity: 9,
    });
    expect(saved.status).toBe(200);
    const page = await pageShowing('https://schema.org/OutOfStock', 'OutOfStock on the page');
    expect(page.html).not.toContain('https://schema.org/LimitedAvailability');
  });

  it('keeps the newer page when two publishes race', async () => {
    const store = liveProductPageStore(PRODUCT_PAGE_TEMPLATE_FILE);
    const page = store.page(productId);
    for (let round = 0; round < 3; round += 1) {
      const older = await store.nextGeneration();
      const newer = await store.nextGeneration();
      const outcomes = await Promise.all([
        publishObject(page, Buffer.from(`older ${round}`), older),
        publishObject(page, Buffer.from(`newer ${round}`), newer),
      ]);
      expect((await pageObject())?.html).toBe(`newer ${round}`);
      expect(outcomes[1]).toBe('published');
      expect(await publishObject(page, Buffer.from('late'), older)).toBe('newer-kept');
    }
    // The next change draws the real page again, under a later generation still.
    expect(
      (await asAdmin('PUT', `/api/admin/products/${productId}`, productForm({ name: 'Eau de Page Again', stock_quantity: '0' }))).status,
    ).toBe(200);
    await pageShowing('Eau de Page Again', 'the page drawn again after the race');
  });

  it('takes the page down when the product is deleted', async () => {
    await pageShowing('Eau de Page', 'the page before the deletion');
    expect((await asAdmin('DELETE', `/api/admin/products/${productId}`)).status).toBe(200);
    await eventually(async () => ((await pageObject()) ? undefined : true), 'the page gone', 10_000);
  });
});

describe('share cards', () => {
  // The cloud of this suite draws no cards (they would cost it half a minute at start); this
  // process draws them as the product pages function does, into the same bucket.
  const cards = { store: liveShareCardStore(), draw: drawShareCard };
  const cardId = `card-${Math.random().toString(36).slice(2, 10)}`;

  afterAll(async () => {
    await unpublishShareCards(cards, [cardId], Number.MAX_SAFE_INTEGER);
  });

  it("draws a product's card from its stored picture, served at its share address as a 1200×630 PNG", async () => {
    const product = {
      ...(await products.create({
        product_id: cardId,
        name: 'Eau de Carte Eau de Parfum 50ml',
        brand: brandName,
        category: 'Unisex',
        tags: ['woody'],
        retail_price: 80,
        cost_price: 30,
        stock_quantity: 5,
      })),
    };
    // A seeded product's picture (the seed stored the SVG bottles in the bucket).
    const picture = '/images/products/ck-one-edt.svg';
    const withPicture = { ...product, image_url: picture };
    expect(await cards.store.picture(picture)).toMatchObject({ type: 'image/svg+xml' });

    const store = liveProductPageStore(PRODUCT_PAGE_TEMPLATE_FILE);
    expect(await publishShareCards(cards, [withPicture], await store.nextGeneration())).toBe(1);
    const served = await fetch(new URL(shareImagePath(withPicture), cloud.site));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=300');
    const png = new Uint8Array(await served.arrayBuffer());
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);

    // Still current: nothing drawn; a new name draws it again.
    expect(await publishShareCards(cards, [withPicture], await store.nextGeneration())).toBe(0);
    expect(await publishShareCards(cards, [{ ...withPicture, name: 'Eau de Carte Intense' }], await store.nextGeneration())).toBe(1);
    expect((await cards.store.card(cardId).current())?.generation).toBeGreaterThan(0);
    expect(shareCardKey(cardId)).toBe(`share/${cardId}.png`);
  });

  it('takes a card down, after which its address answers 404', async () => {
    const store = liveProductPageStore(PRODUCT_PAGE_TEMPLATE_FILE);
    await unpublishShareCards(cards, [cardId], await store.nextGeneration());
    expect((await fetch(new URL(`/images/share/${cardId}.png`, cloud.site))).status).toBe(404);
  });
});
