/**
 * Which products smell alike, from their profiles: "I love X, what else smells like it?".
 *
 * The similarity of two fragrances is the weighted overlap of their notes plus a bonus for the
 * same family:
 *
 * - Each note weighs by its tier, as long as it lasts on skin: a base note 3, a heart note 2, a
 *   top note 1 (the top is gone within the hour; the base is what people remember).
 * - A note the two share counts the mean of its weights in each (Vanilla in both bases: 3;
 *   Bergamot on top of one and in the other's heart: 1.5).
 * - The shared weight is divided by the geometric mean of the two totals (a cosine), so a
 *   product listing twenty notes is not "like" everything, and the overlap is between 0 and 1.
 * - The same scent family adds FAMILY_WEIGHT, enough to order products whose notes overlap
 *   equally, too little to make two products with no note in common look alike.
 *
 * The list a product shows is computed when the catalogue is published, not in the browser.
 */
import type { Product } from '../types';
import { isInStock } from './stock-band';
import { NOTE_TIERS, type NoteTier } from './scent-profile';

export const TIER_WEIGHTS: Readonly<Record<NoteTier, number>> = { top: 1, heart: 2, base: 3 };

/** What the same family adds to the note overlap (0 to 1). */
export const FAMILY_WEIGHT = 0.15;

/** The most similar scents a product shows. */
export const SIMILAR_SCENTS_LIMIT = 8;

/** The least similarity worth showing: at least one shared note, or near enough. */
const MIN_SIMILARITY = 0.05;

type Profiled = Pick<Product, 'product_id' | 'scent_family' | 'notes'>;

/** Each note of a product with its tier's weight (the heaviest, should a note be listed twice). */
function noteWeights(product: Pick<Product, 'notes'>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const tier of NOTE_TIERS) {
    for (const note of product.notes?.[tier] ?? []) weights.set(note, Math.max(weights.get(note) ?? 0, TIER_WEIGHTS[tier]));
  }
  return weights;
}

const total = (weights: Map<string, number>) => [...weights.values()].reduce((sum, weight) => sum + weight, 0);

/** How alike two fragrances are: 0 (nothing in common) to 1 + FAMILY_WEIGHT (the same notes, tiers and family). */
export function scentSimilarity(a: Profiled, b: Profiled): number {
  const family = a.scent_family && a.scent_family === b.scent_family ? FAMILY_WEIGHT : 0;
  return overlapOf(profileOf(a), profileOf(b)) + family;
}

interface Profile {
  weights: Map<string, number>;
  total: number;
}

const profileOf = (product: Pick<Product, 'notes'>): Profile => {
  const weights = noteWeights(product);
  return { weights, total: total(weights) };
};

/** The note overlap of two profiles (0 to 1). */
function overlapOf(a: Profile, b: Profile): number {
  if (!a.total || !b.total) return 0;
  let shared = 0;
  for (const [note, weight] of a.weights) {
    const other = b.weights.get(note);
    if (other !== undefined) shared += (weight + other) / 2;
  }
  return shared / Math.sqrt(a.total * b.total);
}

type Ranked = Profiled & Pick<Product, 'stock_quantity' | 'rating'>;

/** Ranks candidates for one product: in stock first, then by similarity, then rating, then id. */
function rank<P extends Ranked>(product: Profiled, own: Profile, candidates: Iterable<P>, profiles: (p: P) => Profile, limit: number): P[] {
  const scored: { other: P; score: number }[] = [];
  for (const other of candidates) {
    if (other.product_id === product.product_id || !other.notes) continue;
    const overlap = overlapOf(own, profiles(other));
    if (overlap < MIN_SIMILARITY) continue;
    scored.push({ other, score: overlap + (product.scent_family && product.scent_family === other.scent_family ? FAMILY_WEIGHT : 0) });
  }
  return scored
    .sort(byRank)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** In stock first, then the more alike, then the better rated, then by id: negative when `x` ranks first. */
function byRank(x: { other: Ranked; score: number }, y: { other: Ranked; score: number }): number {
  return (
    Number(isInStock(y.other.stock_quantity)) - Number(isInStock(x.other.stock_quantity)) ||
    y.score - x.score ||
    y.other.rating - x.other.rating ||
    x.other.product_id.localeCompare(y.other.product_id)
  );
}

/**
 * The products that smell most like `product`, at most `limit`: those in stock first, then by
 * similarity, then by rating; never the product itself, nor one with only its family in common.
 */
export function similarScents<P extends Ranked>(product: Profiled, catalogue: readonly P[], limit = SIMILAR_SCENTS_LIMIT): P[] {
  if (!product.notes) return [];
  return rank(product, profileOf(product), catalogue, profileOf, limit);
}

/**
 * Every product with the ids of its similar scents (`similar_scents`), as the catalogue is
 * published: the same lists `similarScents` gives one product at a time, computed for all at
 * once. Each profile is weighed once; the weight two products share is summed note by note through
 * an index of who lists each note (so only products sharing a note are ever compared), and each
 * product keeps only its best `SIMILAR_SCENTS_LIMIT` as it goes: milliseconds for the seeded
 * catalogue, about a second for 5,000 products.
 */
export function withSimilarScents(catalogue: readonly Product[]): Product[] {
  const profiles = catalogue.map(profileOf);
  const holders = new Map<string, { index: number; weight: number }[]>();
  profiles.forEach((profile, index) => {
    if (!catalogue[index]!.notes) return;
    for (const [note, weight] of profile.weights) {
      const list = holders.get(note);
      if (list) list.push({ index, weight });
      else holders.set(note, [{ index, weight }]);
    }
  });
  const shared = new Float64Array(catalogue.length);
  const touched: number[] = [];
  return catalogue.map((product, self) => {
    const { similar_scents: _stale, ...rest } = product;
    const own = profiles[self]!;
    if (!product.notes || !own.total) return rest;
    for (const [note, weight] of own.weights) {
      for (const holder of holders.get(note)!) {
        if (holder.index === self) continue;
        const sum = shared[holder.index]!;
        if (sum === 0) touched.push(holder.index);
        shared[holder.index] = sum + (weight + holder.weight) / 2;
      }
    }
    const best: { other: Product; score: number }[] = [];
    for (const index of touched) {
      const other = catalogue[index]!;
      const overlap = shared[index]! / Math.sqrt(own.total * profiles[index]!.total);
      shared[index] = 0;
      if (overlap < MIN_SIMILARITY || other.product_id === product.product_id) continue;
      const candidate = {
        other,
        score: overlap + (product.scent_family && product.scent_family === other.scent_family ? FAMILY_WEIGHT : 0),
      };
      if (best.length === SIMILAR_SCENTS_LIMIT && byRank(candidate, best[best.length - 1]!) >= 0) continue;
      best.splice(insertionPoint(best, candidate), 0, candidate);
      if (best.length > SIMILAR_SCENTS_LIMIT) best.pop();
    }
    touched.length = 0;
    return best.length ? { ...rest, similar_scents: best.map(({ other }) => other.product_id) } : rest;
  });
}

/** Where `candidate` goes in `ranked` (kept in rank order). */
function insertionPoint(ranked: readonly { other: Product; score: number }[], candidate: { other: Product; score: number }): number {
  let at = ranked.length;
  while (at > 0 && byRank(candidate, ranked[at - 1]!) < 0) at -= 1;
  return at;
}
