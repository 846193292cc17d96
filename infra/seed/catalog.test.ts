import { describe, expect, it } from 'vitest';
import { isOnSale, saleDiscountPercent } from '../../shared/catalog/discount';
import { CATEGORIES } from '../../shared/types';
import { OCCASIONS, SCENT_FAMILIES } from './catalog-entry';
import { imageUrlOf, seedBrandNames, seedProducts } from './catalog';

const products = seedProducts();
const brands = seedBrandNames();
const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

describe('the seed catalogue', () => {
  it('has at least 110 products, 15 or more in each category, from at least 18 houses', () => {
    expect(products.length).toBeGreaterThanOrEqual(110);
    for (const category of CATEGORIES) {
      expect(products.filter((product) => product.category === category).length, category).toBeGreaterThanOrEqual(15);
    }
    expect(brands.length).toBeGreaterThanOrEqual(18);
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
    for (const brand of brands) expect(products.some((product) => product.brand === brand), brand).toBe(true);
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
    expect(withoutCost.length).toBeLessThanOrEqual(8);
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

  it('mixes stock: some out, some low (1–5), some 6–10, most above 10', () => {
    const count = (test: (stock: number) => boolean) => products.filter((p) => test(p.stock_quantity)).length;
    for (const product of products) expect(Number.isInteger(product.stock_quantity) && product.stock_quantity >= 0).toBe(true);
    expect(count((s) => s === 0)).toBeGreaterThanOrEqual(5);
    expect(count((s) => s === 0)).toBeLessThanOrEqual(12);
    expect(count((s) => s >= 1 && s <= 5)).toBeGreaterThanOrEqual(8);
    expect(count((s) => s >= 6 && s <= 10)).toBeGreaterThanOrEqual(5);
    expect(count((s) => s > 10)).toBeGreaterThan(products.length / 2);
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
