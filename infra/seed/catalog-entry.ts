import type { Concentration, ScentFamily as ProfileFamily, ScentNotes } from '@shared/catalog/scent-profile';
import type { Category } from '@shared/types';

/** Scent families, the first tags of a product; the first one also colours its bottle's liquid. */
export const SCENT_FAMILIES = [
  'floral',
  'fruity',
  'citrus',
  'fresh',
  'aquatic',
  'green',
  'aromatic',
  'spicy',
  'woody',
  'amber',
  'oriental',
  'gourmand',
  'vanilla',
  'musk',
  'powdery',
  'leather',
  'oud',
] as const;

/** Occasions and shop labels that follow the families. */
export const OCCASIONS = [
  'daytime',
  'evening',
  'summer',
  'winter',
  'office',
  'signature',
  'gift',
  'bestseller',
  'new',
  'limited',
  'travel',
  'discovery',
] as const;

export type ScentFamily = (typeof SCENT_FAMILIES)[number];
type Tag = ScentFamily | (typeof OCCASIONS)[number];

/** One product as written in the seed files; `catalog.ts` turns it into a `Product`. */
export interface CatalogEntry {
  /** Stable and URL-safe: `<house>-<line>-<concentration>`. */
  id: string;
  name: string;
  category: Category;
  /** Retail price in dollars. */
  price: number;
  /**
   * Omitted: a wholesale cost of 45–65 % of the price, fixed per product; for a stable minority
   * (about one in six) a former price, the product being 15–35 % off. A number: that cost; above
   * the price it is the former price of a product on sale. null: no cost recorded.
   */
  cost?: number | null;
  rating: number;
  /** The stored review count the storefront shows. */
  reviews: number;
  stock: number;
  /** The day it joined the shop, `YYYY-MM-DD`. */
  added: string;
  /** Scent families first (the first one colours the bottle), then occasions. */
  tags: Tag[];
  description: string;
  /** The fragrance's scent family (shared/catalog/scent-profile.ts). */
  family?: ProfileFamily;
  /** Its concentration; a gift set of several may have none. */
  concentration?: Concentration;
  /** Its published notes by tier, each written as shared/catalog/scent-notes.ts spells it. */
  notes?: ScentNotes;
}

/** Entries of one house: the brand name is written once. */
export interface HouseEntries {
  brand: string;
  entries: CatalogEntry[];
}

/** Declares one house's products. */
export const house = (brand: string, entries: CatalogEntry[]): HouseEntries => ({ brand, entries });
