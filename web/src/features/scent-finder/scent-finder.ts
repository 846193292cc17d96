/**
 * The scent finder (`/scent-finder`): five questions a shopper answers in under a minute, then the
 * catalogue ranked for them, each product with the reason it matches. The answers live in the
 * address, so a result can be shared.
 *
 * How a product scores:
 * - It must suit the answers that rule products out: who it is for (a unisex scent suits anyone),
 *   the budget, no note the shopper dislikes, and a known profile. Gift sets are left out.
 * - Each family picked that it belongs to: FAMILY_POINTS.
 * - Each loved note it lists: the note's tier weight (base 3, heart 2, top 1: what lasts counts most).
 * - Made for the time of day asked (by its family and its tags): OCCASION_POINTS.
 * - Its rating breaks ties (a tenth of a point per star).
 * Products in stock come first, then by score; a product that matches nothing asked for (no
 * family, no loved note, not the time of day) is not listed.
 */
import type { Category, Product } from '@shared/types';
import { notesOf } from '@shared/catalog/filters';
import { NOTE_TIERS, type ScentFamily, scentFamilyOf } from '@shared/catalog/scent-profile';
import { TIER_WEIGHTS } from '@shared/catalog/similar-scents';
import { isInStock } from '@shared/catalog/stock-band';

const FINDER_FOR = ['women', 'men', 'anyone'] as const;
export type FinderFor = (typeof FINDER_FOR)[number];

const FINDER_WHEN = ['day', 'evening', 'both'] as const;
export type FinderWhen = (typeof FINDER_WHEN)[number];

/** The budgets offered, each a price range in dollars (inclusive). */
export const FINDER_BUDGETS = {
  'under-100': { label: 'Under $100', min: 0, max: 99.99 },
  '100-200': { label: '$100 to $200', min: 100, max: 200 },
  'over-200': { label: 'Over $200', min: 200.01, max: Number.POSITIVE_INFINITY },
  any: { label: 'Any budget', min: 0, max: Number.POSITIVE_INFINITY },
} as const;
export type FinderBudget = keyof typeof FINDER_BUDGETS;

/** The most families a shopper may pick, and the most notes loved or disliked. */
export const FINDER_MAX_FAMILIES = 3;
export const FINDER_MAX_NOTES = 5;

/** The shopper's answers; an unanswered question is undefined (or an empty list). */
export interface FinderAnswers {
  for?: FinderFor;
  families: ScentFamily[];
  love: string[];
  avoid: string[];
  when?: FinderWhen;
  budget?: FinderBudget;
}

export const NO_ANSWERS: FinderAnswers = { families: [], love: [], avoid: [] };

const FAMILY_POINTS = 4;
const OCCASION_POINTS = 1.5;

/** The families and tags that make a scent one for the day or for the evening. */
const OCCASION: Readonly<Record<Exclude<FinderWhen, 'both'>, { families: readonly ScentFamily[]; tag: string }>> = {
  day: { families: ['Fresh/Citrus', 'Aquatic', 'Green', 'Floral', 'Fruity', 'Aromatic/Fougère'], tag: 'daytime' },
  evening: { families: ['Amber/Oriental', 'Gourmand', 'Leather', 'Woody', 'Chypre'], tag: 'evening' },
};

/** Which categories suit whom: a unisex scent suits anyone. */
const CATEGORIES_FOR: Readonly<Record<FinderFor, readonly Category[]>> = {
  women: ['Women', 'Unisex'],
  men: ['Men', 'Unisex'],
  anyone: ['Women', 'Men', 'Unisex'],
};

/** How a family reads in "like the … you picked". */
const FAMILY_PLURALS: Readonly<Record<ScentFamily, string>> = {
  Floral: 'florals',
  Fruity: 'fruity scents',
  'Fresh/Citrus': 'fresh citrus scents',
  Aquatic: 'aquatic scents',
  Green: 'green scents',
  'Aromatic/Fougère': 'fougères',
  Woody: 'woods',
  'Amber/Oriental': 'ambers',
  Leather: 'leathers',
  Chypre: 'chypres',
  Gourmand: 'gourmands',
};

/** One ranked product, with why it matches. */
export interface FinderMatch {
  product: Product;
  score: number;
  reason: string;
}

/** Whether the shopper has answered enough to rank: a family, a loved note, or the time of day. */
export function canRank(answers: FinderAnswers): boolean {
  return answers.families.length > 0 || answers.love.length > 0 || (answers.when !== undefined && answers.when !== 'both');
}

const madeFor = (product: Product, when: FinderWhen | undefined): boolean => {
  if (!when || when === 'both') return false;
  const occasion = OCCASION[when];
  return (
    (product.scent_family !== undefined && occasion.families.includes(product.scent_family)) ||
    product.tags.some((tag) => tag.toLowerCase() === occasion.tag)
  );
};

/** "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Why a product matches, in a shopper's words: "vanilla and tonka bean, like the gourmands you picked". */
export function matchReason(product: Product, answers: FinderAnswers): string {
  const notes = new Set(notesOf(product).map((note) => note.toLowerCase()));
  const loved = answers.love.filter((note) => notes.has(note.toLowerCase())).map((note) => note.toLowerCase());
  const family = product.scent_family && answers.families.includes(product.scent_family) ? product.scent_family : undefined;
  const parts: string[] = [];
  if (loved.length && family) parts.push(`${listed(loved)}, like the ${FAMILY_PLURALS[family]} you picked`);
  else if (loved.length) parts.push(`${listed(loved)}, as you love`);
  else if (family) parts.push(`one of the ${FAMILY_PLURALS[family]} you picked`);
  if (madeFor(product, answers.when)) parts.push(answers.when === 'day' ? 'made for the day' : 'made for the evening');
  const reason = parts.join('; ');
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** A product's score for the answers, or undefined when the answers rule it out or it matches nothing asked for. */
export function finderScore(product: Product, answers: FinderAnswers): number | undefined {
  if (!product.notes || !product.scent_family || product.category === 'Gifts') return undefined;
  if (answers.for && !CATEGORIES_FOR[answers.for].includes(product.category)) return undefined;
  const budget = FINDER_BUDGETS[answers.budget ?? 'any'];
  if (product.retail_price < budget.min || product.retail_price > budget.max) return undefined;
  const byNote = new Map<string, number>();
  for (const tier of NOTE_TIERS)
    for (const note of product.notes[tier])
      byNote.set(note.toLowerCase(), Math.max(byNote.get(note.toLowerCase()) ?? 0, TIER_WEIGHTS[tier]));
  if (answers.avoid.some((note) => byNote.has(note.toLowerCase()))) return undefined;
  let score = 0;
  if (answers.families.includes(product.scent_family)) score += FAMILY_POINTS;
  for (const note of answers.love) score += byNote.get(note.toLowerCase()) ?? 0;
  if (madeFor(product, answers.when)) score += OCCASION_POINTS;
  if (score === 0) return undefined;
  return score + product.rating / 10;
}

/** The catalogue ranked for the answers: in stock first, then by score; at most `limit`. */
export function findScents(catalogue: readonly Product[], answers: FinderAnswers, limit = 12): FinderMatch[] {
  if (!canRank(answers)) return [];
  return catalogue
    .map((product) => ({ product, score: finderScore(product, answers) }))
    .filter((match): match is { product: Product; score: number } => match.score !== undefined)
    .sort(
      (a, b) =>
        Number(isInStock(b.product.stock_quantity)) - Number(isInStock(a.product.stock_quantity)) ||
        b.score - a.score ||
        a.product.product_id.localeCompare(b.product.product_id),
    )
    .slice(0, limit)
    .map(({ product, score }) => ({ product, score, reason: matchReason(product, answers) }));
}

const PARAMS = { for: 'for', families: 'family', love: 'love', avoid: 'avoid', when: 'when', budget: 'budget' } as const;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => choice === value);

const uniqueTrimmed = (values: string[], max: number) => [...new Set(values.map((value) => value.trim()).filter(Boolean))].slice(0, max);

/** The answers an address holds (what it does not know is left out). */
export function readFinderAnswers(params: URLSearchParams): FinderAnswers {
  return {
    for: oneOf(FINDER_FOR, params.get(PARAMS.for)),
    families: [
      ...new Set(
        params
          .getAll(PARAMS.families)
          .map(scentFamilyOf)
          .filter((family): family is ScentFamily => family !== undefined),
      ),
    ].slice(0, FINDER_MAX_FAMILIES),
    love: uniqueTrimmed(params.getAll(PARAMS.love), FINDER_MAX_NOTES),
    avoid: uniqueTrimmed(params.getAll(PARAMS.avoid), FINDER_MAX_NOTES),
    when: oneOf(FINDER_WHEN, params.get(PARAMS.when)),
    budget: oneOf(Object.keys(FINDER_BUDGETS) as FinderBudget[], params.get(PARAMS.budget)),
  };
}

/** The address of the answers: `for=women&family=Gourmand&love=Vanilla&when=evening&budget=100-200`. */
export function finderAnswersParams(answers: FinderAnswers): URLSearchParams {
  const params = new URLSearchParams();
  if (answers.for) params.set(PARAMS.for, answers.for);
  for (const family of answers.families) params.append(PARAMS.families, family);
  for (const note of answers.love) params.append(PARAMS.love, note);
  for (const note of answers.avoid) params.append(PARAMS.avoid, note);
  if (answers.when) params.set(PARAMS.when, answers.when);
  if (answers.budget) params.set(PARAMS.budget, answers.budget);
  return params;
}
