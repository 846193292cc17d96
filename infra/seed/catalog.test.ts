import { isKnownNote } from '@shared/catalog/note-vocabulary';
import { normaliseNote } from '@shared/catalog/scent-notes';
import { NOTE_TIERS, SCENT_FAMILIES as PROFILE_FAMILIES } from '@shared/catalog/scent-profile';
import { describe, expect, it } from 'vitest';
import { atLeastLabel, countCatalogue } from '@shared/catalog/catalogue-figures';
import { CATEGORY_SHOWCASE } from '@shared/catalog/category-showcase';
import { isOnSale, saleDiscountPercent } from '@shared/catalog/discount';
import { PRODUCT_COLUMNS, PRODUCT_TEMPLATE_EXAMPLE } from '@shared/admin/product-columns';
import type { Product } from '@shared/types';
import { createBulkImport } from '../../functions/services/bulk-import';
import { OCCASIONS, SCENT_FAMILIES } from './catalog-entry';
import { imageUrlOf, seedBrandNames, seedProducts } from './catalog';

const products = seedProducts();
const brands = seedBrandNames();
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

describe('the seed catalogue', () => {
  it('holds at least the count each home category card claims (120+, 85+, 60+, 45+)', () => {
    for (const card of CATEGORY_SHOWCASE) {
      const claimed = Number(/^(\d+)\+$/.exec(card.countLabel)?.[1]);
      expect(claimed, card.countLabel).toBeGreaterThan(0);
      expect(products.filter((product) => product.category === card.category).length, card.title).toBeGreaterThanOrEqual(claimed);
    }
  });

  it('has 300+ fragrances from 40+ houses, as the about section counts them', () => {
    const figures = countCatalogue(products);
    expect(figures.fragrances).toBeGreaterThanOrEqual(300);
    expect(figures.houses).toBeGreaterThanOrEqual(40);
    expect(figures.houses).toBe(brands.length);
    expect(Number.parseInt(atLeastLabel(figures.fragrances), 10)).toBeGreaterThanOrEqual(300);
    expect(Number.parseInt(atLeastLabel(figures.houses), 10)).toBeGreaterThanOrEqual(40);
  });

  it('gives each house at least two products, and no house more than a tenth of the shop', () => {
    for (const brand of brands) {
      const count = products.filter((product) => product.brand === brand).length;
      expect(count, brand).toBeGreaterThanOrEqual(2);
      expect(count, brand).toBeLessThanOrEqual(products.length / 10);
    }
  });

  it('never lists the same fragrance twice: each house names each product once', () => {
    const keys = products.map((product) => `${product.brand}|${product.name}`.toLowerCase());
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('gives every product a unique, URL-safe id and the picture at /images/products/<id>.svg', () => {
    const ids = products.map((product) => product.product_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of products) {
      expect(product.product_id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.image_url).toBe(imageUrlOf(product.product_id));
      expect(product.image_url).toBe(`/images/products/${product.product_id}.svg`);
    }
  });

  it('lists each brand once, and every product’s brand is in the list and has products', () => {
    expect(new Set(brands.map((brand) => brand.toLowerCase())).size).toBe(brands.length);
    for (const product of products) expect(brands).toContain(product.brand);
    for (const brand of brands)
      expect(
        products.some((product) => product.brand === brand),
        brand,
      ).toBe(true);
  });

  it('prices in dollars with at most 2 decimals, costs of the rest 45–65 % of retail, a few absent', () => {
    for (const product of products) {
      expect(product.retail_price, product.product_id).toBeGreaterThan(0);
      expect(hasTwoDecimalsAtMost(product.retail_price), product.product_id).toBe(true);
      if (product.cost_price !== undefined) {
        expect(product.cost_price).toBeGreaterThan(0);
        expect(hasTwoDecimalsAtMost(product.cost_price), product.product_id).toBe(true);
      }
    }
    const shares = products.filter((p) => p.cost_price !== undefined && !isOnSale(p)).map((p) => p.cost_price! / p.retail_price);
    expect(shares.filter((share) => share >= 0.45 && share <= 0.65).length / shares.length).toBeGreaterThan(0.95);
    const withoutCost = products.filter((p) => p.cost_price === undefined);
    expect(withoutCost.length).toBeGreaterThanOrEqual(2);
    expect(withoutCost.length / products.length).toBeLessThanOrEqual(0.04);
  });

  it('puts a believable minority on sale (cost_price above retail_price), 10–20 %, at 15–35 % off', () => {
    const onSale = products.filter(isOnSale);
    expect(onSale.length / products.length).toBeGreaterThanOrEqual(0.1);
    expect(onSale.length / products.length).toBeLessThanOrEqual(0.2);
    for (const product of onSale) {
      expect(saleDiscountPercent(product), product.product_id).toBeGreaterThanOrEqual(15);
      expect(saleDiscountPercent(product), product.product_id).toBeLessThanOrEqual(35);
      expect(Number.isInteger(product.cost_price), product.product_id).toBe(true);
    }
    // Spread over the shop, not one corner of it.
    expect(new Set(onSale.map((product) => product.category)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(onSale.map((product) => product.brand)).size).toBeGreaterThanOrEqual(5);
  });

  it('rates 0–5 with one decimal and stores a plausible review count', () => {
    for (const product of products) {
      expect(product.rating).toBeGreaterThanOrEqual(0);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(Math.round(product.rating * 10)).toBeCloseTo(product.rating * 10, 6);
      expect(Number.isInteger(product.review_count)).toBe(true);
      expect(product.review_count).toBeGreaterThanOrEqual(0);
      expect(product.review_count).toBeLessThanOrEqual(4000);
    }
  });

  it('tags each product with 3–6 known tags, a scent family first', () => {
    const known: readonly string[] = [...SCENT_FAMILIES, ...OCCASIONS];
    for (const product of products) {
      expect(product.tags.length, product.product_id).toBeGreaterThanOrEqual(3);
      expect(product.tags.length, product.product_id).toBeLessThanOrEqual(6);
      expect(new Set(product.tags).size).toBe(product.tags.length);
      for (const tag of product.tags) expect(known, product.product_id).toContain(tag);
      expect(SCENT_FAMILIES as readonly string[]).toContain(product.tags[0]);
    }
  });

  it('mixes stock: 3–8 % out, some low (1–5), some 6–10, most above 10, in every category', () => {
    const share = (test: (stock: number) => boolean, among = products) => among.filter((p) => test(p.stock_quantity)).length / among.length;
    for (const product of products) expect(Number.isInteger(product.stock_quantity) && product.stock_quantity >= 0).toBe(true);
    expect(share((s) => s === 0)).toBeGreaterThanOrEqual(0.03);
    expect(share((s) => s === 0)).toBeLessThanOrEqual(0.08);
    expect(share((s) => s >= 1 && s <= 5)).toBeGreaterThanOrEqual(0.05);
    expect(share((s) => s >= 6 && s <= 10)).toBeGreaterThanOrEqual(0.04);
    expect(share((s) => s > 10)).toBeGreaterThan(0.5);
    for (const card of CATEGORY_SHOWCASE) {
      const inCategory = products.filter((product) => product.category === card.category);
      expect(
        share((s) => s === 0, inCategory),
        card.title,
      ).toBeGreaterThan(0);
      expect(
        share((s) => s >= 1 && s <= 5, inCategory),
        card.title,
      ).toBeGreaterThan(0);
    }
    expect(Math.max(...products.map((p) => p.stock_quantity))).toBeLessThanOrEqual(150);
  });

  it('dates every product with a valid ISO instant within two years of the newest', () => {
    const times = products.map((product) => {
      expect(new Date(product.created_at).toISOString()).toBe(product.created_at);
      return Date.parse(product.created_at);
    });
    const span = Math.max(...times) - Math.min(...times);
    expect(span).toBeGreaterThan(365 * 24 * 3600 * 1000);
    expect(span).toBeLessThanOrEqual(2 * 366 * 24 * 3600 * 1000);
  });

  it('describes every product in one to three sentences', () => {
    for (const product of products) {
      const sentences = (product.description ?? '').split(/[.!?](\s|$)/).filter((part) => part.trim().length > 1);
      expect(sentences.length, product.product_id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, product.product_id).toBeLessThanOrEqual(3);
    }
  });

  it('is deterministic: two builds are equal, and independent copies', () => {
    const again = seedProducts();
    expect(again).toEqual(products);
    again[0]!.tags.push('mutated');
    expect(seedProducts()[0]!.tags).not.toContain('mutated');
    expect(seedBrandNames()).toEqual(brands);
  });
});

describe('the seeded fragrance profiles', () => {
  const products = seedProducts();

  it('give every product a family, and every product but a set of several fragrances a concentration', () => {
    for (const product of products) {
      expect(PROFILE_FAMILIES, product.product_id).toContain(product.scent_family);
      if (product.concentration === undefined) expect(product.category, product.product_id).toBe('Gifts');
    }
  });

  it("list notes in every tier for at least 95 % of the products, from the houses' published pyramids", () => {
    const everyTier = products.filter((p) => p.notes && NOTE_TIERS.every((tier) => p.notes![tier].length > 0));
    expect(everyTier.length / products.length).toBeGreaterThanOrEqual(0.95);
    // Two or more in each tier where the published pyramid has them: most, not all (Twilly is ginger, tuberose, sandalwood).
    const twoEach = products.filter((p) => p.notes && NOTE_TIERS.every((tier) => p.notes![tier].length >= 2));
    expect(twoEach.length / products.length).toBeGreaterThanOrEqual(0.78);
  });

  it('write each note once per product, as the vocabulary spells it', () => {
    for (const product of products) {
      const notes = NOTE_TIERS.flatMap((tier) => product.notes?.[tier] ?? []);
      expect(new Set(notes).size, product.product_id).toBe(notes.length);
      for (const note of notes) {
        expect(isKnownNote(note), `${product.product_id}: ${note}`).toBe(true);
        expect(normaliseNote(note), `${product.product_id}: ${note}`).toBe(note);
      }
    }
  });
});

describe("the bulk upload template's example row", () => {
  it('is taken, as downloaded, by the import of a shop with the seed catalogue', async () => {
    const created: Product[] = [];
    const importProducts = createBulkImport({
      readSheet: async () => ({
        header: [...PRODUCT_COLUMNS],
        rows: [{ row: 2, cells: PRODUCT_COLUMNS.map((column) => String(PRODUCT_TEMPLATE_EXAMPLE[column])) }],
        tooMany: false,
      }),
      looksLikeXlsx: () => true,
      listBrands: async () => brands.map((brandName, i) => ({ id: `b${i}`, brandName })),
      listProducts: async () => products,
      createProductIfAbsent: async (product) => {
        created.push(product);
        return true;
      },
      updateProductDetails: async () => ({ saved: true }) as never,
    });
    const result = await importProducts({ filename: 'products_template.xlsx', content: Buffer.from('PK') });
    expect(result.errors).toEqual([]);
    expect(result.inserted).toBe(1);
    expect(created.map((product) => product.brand)).toEqual([PRODUCT_TEMPLATE_EXAMPLE.brand]);
  });
});
