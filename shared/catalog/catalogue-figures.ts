import type { Product } from '../types';

/** What the home page's about section says of the catalogue, counted from the products served. */
export interface CatalogueFigures {
  fragrances: number;
  houses: number;
  /** The sum of the products' review counts, the ones the shop shows on each card. */
  reviews: number;
}

/** Counts the products, their distinct houses (brand names, case and spacing aside) and their reviews. */
export function countCatalogue(products: readonly Pick<Product, 'brand' | 'review_count'>[]): CatalogueFigures {
  const houses = new Set<string>();
  let reviews = 0;
  for (const { brand, review_count: count } of products) {
    const name = typeof brand === 'string' ? brand.trim().toLowerCase() : '';
    if (name) houses.add(name);
    if (Number.isFinite(count) && count > 0) reviews += Math.floor(count);
  }
  return { fragrances: products.length, houses: houses.size, reviews };
}

/**
 * A count as a claim that stays true: under 10 as it is, then rounded down to tens with "+"
 * (317 → "310+", 54 → "50+"), and from 1,000 rounded down to thousands ("261k+").
 */
export function atLeastLabel(count: number): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n < 10) return String(n);
  if (n < 1000) return `${Math.floor(n / 10) * 10}+`;
  return `${Math.floor(n / 1000)}k+`;
}
