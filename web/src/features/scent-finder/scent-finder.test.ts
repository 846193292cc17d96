import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../../../infra/seed/catalog';
import type { Product } from '@shared/types';
import { aProduct } from '@shared/test-support/product-fixture';
import {
  canRank,
  type FinderAnswers,
  finderAnswersParams,
  finderScore,
  findScents,
  matchReason,
  NO_ANSWERS,
  readFinderAnswers,
} from './scent-finder';

const scent = (id: string, fields: Partial<Product>) =>
  aProduct({
    product_id: id,
    name: id,
    category: 'Women',
    retail_price: 90,
    rating: 4,
    stock_quantity: 10,
    tags: [],
    scent_family: 'Floral',
    notes: { top: ['Bergamot'], heart: ['Rose'], base: ['Musk'] },
    ...fields,
  });

const answers = (fields: Partial<FinderAnswers>): FinderAnswers => ({ ...NO_ANSWERS, ...fields });

const gourmand = scent('gourmand', {
  scent_family: 'Gourmand',
  tags: ['evening'],
  notes: { top: ['Pear'], heart: ['Praline'], base: ['Vanilla', 'Tonka Bean'] },
});
const vanillaTop = scent('vanilla-top', { scent_family: 'Floral', notes: { top: ['Vanilla'], heart: ['Rose'], base: ['Musk'] } });
const fresh = scent('fresh', {
  scent_family: 'Fresh/Citrus',
  category: 'Men',
  tags: ['daytime'],
  notes: { top: ['Lemon'], heart: ['Neroli'], base: ['Musk'] },
});
const oud = scent('oud', {
  scent_family: 'Woody',
  category: 'Unisex',
  retail_price: 320,
  notes: { top: ['Saffron'], heart: ['Rose'], base: ['Oud', 'Vanilla'] },
});

describe("scoring a product for the finder's answers", () => {
  it('weighs a loved base note more than the same note on top, and a picked family more still', () => {
    const love = answers({ love: ['vanilla'] });
    expect(finderScore(gourmand, love)!).toBeGreaterThan(finderScore(vanillaTop, love)!);
    const both = answers({ love: ['Vanilla'], families: ['Floral'] });
    expect(finderScore(vanillaTop, both)!).toBeGreaterThan(finderScore(gourmand, both)!);
  });

  it('rules out a disliked note, the wrong wearer, the budget, gift sets and products without a profile', () => {
    expect(finderScore(oud, answers({ love: ['Vanilla'], avoid: ['oud'] }))).toBeUndefined();
    expect(finderScore(fresh, answers({ for: 'women', families: ['Fresh/Citrus'] }))).toBeUndefined();
    expect(finderScore(oud, answers({ for: 'women', families: ['Woody'] }))).toBeDefined(); // unisex suits anyone
    expect(finderScore(oud, answers({ families: ['Woody'], budget: '100-200' }))).toBeUndefined();
    expect(finderScore({ ...gourmand, category: 'Gifts' }, answers({ families: ['Gourmand'] }))).toBeUndefined();
    expect(finderScore(aProduct(), answers({ families: ['Floral'] }))).toBeUndefined();
  });

  it('lists nothing that matches nothing asked for', () => {
    expect(finderScore(fresh, answers({ families: ['Gourmand'] }))).toBeUndefined();
    expect(canRank(answers({ for: 'women', budget: 'any' }))).toBe(false);
    expect(findScents([gourmand, fresh], answers({ for: 'women' }))).toEqual([]);
  });
});

describe('the ranked list', () => {
  it('puts the best matches first, those in stock before any sold out, each with why', () => {
    const soldOut = { ...gourmand, product_id: 'sold-out', stock_quantity: 0 };
    const ranked = findScents(
      [vanillaTop, soldOut, gourmand, fresh],
      answers({ families: ['Gourmand'], love: ['Vanilla', 'Tonka Bean'], when: 'evening' }),
    );
    expect(ranked.map((match) => match.product.product_id)).toEqual(['gourmand', 'vanilla-top', 'sold-out']);
    expect(ranked[0]!.reason).toBe('Vanilla and tonka bean, like the gourmands you picked; made for the evening');
    expect(ranked[1]!.reason).toBe('Vanilla, as you love');
  });

  it('says why in a family alone or by the time of day', () => {
    expect(matchReason(fresh, answers({ families: ['Fresh/Citrus'], when: 'day' }))).toBe(
      'One of the fresh citrus scents you picked; made for the day',
    );
  });

  it('finds gourmands with vanilla in the seeded catalogue, in stock, under the budget', () => {
    const ranked = findScents(
      seedProducts(),
      answers({ for: 'women', families: ['Gourmand'], love: ['Vanilla'], budget: '100-200', when: 'evening' }),
    );
    expect(ranked.length).toBeGreaterThanOrEqual(5);
    for (const { product, reason } of ranked.slice(0, 5)) {
      expect(product.retail_price).toBeGreaterThanOrEqual(100);
      expect(product.retail_price).toBeLessThanOrEqual(200);
      expect(['Women', 'Unisex']).toContain(product.category);
      expect(product.stock_quantity).toBeGreaterThan(0);
      expect(reason).toMatch(/vanilla/i);
    }
  });
});

describe('the answers in the address', () => {
  it('go there and back, and what the address does not know is left out', () => {
    const given = answers({
      for: 'men',
      families: ['Woody', 'Amber/Oriental'],
      love: ['Vetiver'],
      avoid: ['Oud'],
      when: 'evening',
      budget: 'over-200',
    });
    const params = finderAnswersParams(given);
    expect(params.toString()).toBe('for=men&family=Woody&family=Amber%2FOriental&love=Vetiver&avoid=Oud&when=evening&budget=over-200');
    expect(readFinderAnswers(params)).toEqual(given);
    expect(readFinderAnswers(new URLSearchParams('for=kids&family=smoky&family=woody&when=noon&budget=cheap&love=%20'))).toEqual(
      answers({ families: ['Woody'] }),
    );
  });
});
