import type { Product } from '@shared/types';
import type { CatalogEntry, HouseEntries } from './catalog-entry';
import { stableFraction } from './stable-hash';
import { american } from './houses/american';
import { designer } from './houses/designer';
import { frenchCouture } from './houses/french-couture';
import { frenchHeritage } from './houses/french-heritage';
import { frenchJewellers } from './houses/french-jewellers';
import { frenchModern } from './houses/french-modern';
import { frenchNiche } from './houses/french-niche';
import { giftSets } from './houses/gift-sets';
import { giftSetsDesigner } from './houses/gift-sets-designer';
import { giftSetsNiche } from './houses/gift-sets-niche';
import { international } from './houses/international';
import { italian } from './houses/italian';
import { italianLuxury } from './houses/italian-luxury';
import { niche } from './houses/niche';
import { nicheAbroad } from './houses/niche-abroad';

// The first six groups are the shop's first catalogue, in its order; the later ones joined after.
const houses: readonly HouseEntries[] = [
  ...frenchHeritage,
  ...frenchModern,
  ...italian,
  ...niche,
  ...designer,
  ...giftSets,
  ...frenchCouture,
  ...frenchJewellers,
  ...frenchNiche,
  ...italianLuxury,
  ...nicheAbroad,
  ...american,
  ...international,
  ...giftSetsDesigner,
  ...giftSetsNiche,
];

/** The images bucket key of a seeded product's picture. */
export const imageKeyOf = (productId: string) => `products/${productId}.svg`;

/** Where the site serves that picture (CloudFront and the local cloud strip `/images/`). */
export const imageUrlOf = (productId: string) => `/images/${imageKeyOf(productId)}`;

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** The chance that a product without a written cost is marked down (about one in six end on sale). */
const SEED_SALE_SHARE = 0.18;

/** A wholesale cost of 45–65 % of the price, the same for a product on every run. */
function wholesaleCost(entry: CatalogEntry): number {
  return cents(entry.price * (0.45 + 0.2 * stableFraction(`${entry.id}:cost`)));
}

/**
 * The former price of a marked-down product, 18–32 % off before rounding: whole dollars, and
 * from $100 a multiple of $5 as shops mark them, so the badge reads 15–35 % OFF.
 */
function wasPrice(entry: CatalogEntry): number {
  const was = entry.price / (1 - (0.18 + 0.14 * stableFraction(`${entry.id}:off`)));
  return was >= 100 ? Math.round(was / 5) * 5 : Math.round(was);
}

/**
 * The cost_price of an entry that writes none. A stable minority are on sale: by the one
 * discount rule (shared/catalog/discount) a cost_price above retail is the former price shown
 * struck through; the rest carry the shop's wholesale cost, below retail.
 */
function defaultCost(entry: CatalogEntry): number {
  return stableFraction(`${entry.id}:sale`) < SEED_SALE_SHARE ? wasPrice(entry) : wholesaleCost(entry);
}

/** The day an entry was added, at a fixed shop-hours time of day, as an ISO instant. */
function createdAt(entry: CatalogEntry): string {
  const minutes = 8 * 60 + Math.floor(stableFraction(`${entry.id}:time`) * 11 * 60);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return new Date(`${entry.added}T${time}:00.000Z`).toISOString();
}

/** One seed entry as the API's product. */
function toProduct(brand: string, entry: CatalogEntry): Product {
  const cost = entry.cost === undefined ? defaultCost(entry) : entry.cost;
  return {
    product_id: entry.id,
    name: entry.name,
    brand,
    category: entry.category,
    description: entry.description,
    image_url: imageUrlOf(entry.id),
    retail_price: entry.price,
    ...(cost === null ? {} : { cost_price: cost }),
    rating: entry.rating,
    review_count: entry.reviews,
    tags: [...entry.tags],
    stock_quantity: entry.stock,
    created_at: createdAt(entry),
    ...(entry.family ? { scent_family: entry.family } : {}),
    ...(entry.concentration ? { concentration: entry.concentration } : {}),
    ...(entry.notes ? { notes: { top: [...entry.notes.top], heart: [...entry.notes.heart], base: [...entry.notes.base] } } : {}),
  };
}

/** The seed catalogue, built fresh on each call and identical every time. */
export function seedProducts(): Product[] {
  return houses.flatMap((house) => house.entries.map((entry) => toProduct(house.brand, entry)));
}

/** The seeded brand names, each once, sorted as the brands list shows them. */
export function seedBrandNames(): string[] {
  return [...new Set(houses.map((house) => house.brand))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
