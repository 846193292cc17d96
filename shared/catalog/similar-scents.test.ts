import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../infra/seed/catalog';
import type { Product } from '../types';
import { aProduct } from '../test-support/product-fixture';
import { FAMILY_WEIGHT, SIMILAR_SCENTS_LIMIT, scentSimilarity, similarScents, withSimilarScents } from './similar-scents';

const scent = (id: string, notes: Product['notes'], fields: Partial<Product> = {}) =>
  aProduct({ product_id: id, name: id, notes, scent_family: 'Woody', stock_quantity: 10, rating: 4, ...fields });

const base = scent('base', { top: ['Bergamot', 'Lemon'], heart: ['Iris', 'Violet'], base: ['Vanilla', 'Sandalwood'] });

describe('how alike two scents are', () => {
  it('is greatest for the same profile, and symmetric', () => {
    const twin = scent('twin', base.notes);
    expect(scentSimilarity(base, twin)).toBeCloseTo(1 + FAMILY_WEIGHT);
    const other = scent('other', { top: ['Lemon'], heart: ['Rose'], base: ['Vanilla', 'Musk'] });
    expect(scentSimilarity(base, other)).toBeCloseTo(scentSimilarity(other, base));
  });

  it('weighs a shared base note more than a shared top note', () => {
    const sharesBase = scent('shares-base', { top: ['Pear'], heart: ['Rose'], base: ['Vanilla', 'Musk'] });
    const sharesTop = scent('shares-top', { top: ['Bergamot'], heart: ['Rose'], base: ['Amber', 'Musk'] });
    expect(scentSimilarity(base, sharesBase)).toBeGreaterThan(scentSimilarity(base, sharesTop));
  });

  it('counts the family, but never finds alike two scents sharing only their family', () => {
    const noNote = scent('no-note', { top: ['Pear'], heart: ['Rose'], base: ['Amber'] });
    expect(scentSimilarity(base, noNote)).toBe(FAMILY_WEIGHT);
    expect(similarScents(base, [noNote])).toEqual([]);
  });
});

describe('the similar scents of a product', () => {
  const sameNotesOtherFamily = scent('b-other-family', { top: ['Pear'], heart: ['Rose'], base: ['Vanilla'] }, { scent_family: 'Gourmand' });
  const sameNotesSameFamily = scent('a-same-family', { top: ['Pear'], heart: ['Rose'], base: ['Vanilla'] });

  it('never lists the product itself', () => {
    expect(similarScents(base, [base, sameNotesSameFamily]).map((p) => p.product_id)).toEqual(['a-same-family']);
  });

  it('lets the family break a tie of notes', () => {
    expect(similarScents(base, [sameNotesOtherFamily, sameNotesSameFamily]).map((p) => p.product_id)).toEqual([
      'a-same-family',
      'b-other-family',
    ]);
  });

  it('lists those in stock first, however alike the others', () => {
    const twinSoldOut = scent('twin-sold-out', base.notes, { stock_quantity: 0 });
    expect(similarScents(base, [twinSoldOut, sameNotesOtherFamily]).map((p) => p.product_id)).toEqual(['b-other-family', 'twin-sold-out']);
  });

  it('is none for a product without notes', () => {
    expect(similarScents(aProduct(), [base])).toEqual([]);
  });

  it('is the same, published for the whole seeded catalogue, as asked one product at a time, at most 8 each', () => {
    const catalogue = seedProducts();
    const published = withSimilarScents(catalogue);
    for (const [i, product] of catalogue.entries()) {
      const expected = similarScents(product, catalogue).map((p) => p.product_id);
      expect(published[i]!.similar_scents ?? [], product.product_id).toEqual(expected);
      expect(expected.length).toBeLessThanOrEqual(SIMILAR_SCENTS_LIMIT);
    }
    const withSome = published.filter((p) => p.similar_scents?.length === SIMILAR_SCENTS_LIMIT);
    expect(withSome.length / catalogue.length).toBeGreaterThan(0.9);
  });

  it("puts the same juice in another bottle first: Sauvage's gift set for Sauvage, the spray set for Coco Mademoiselle", () => {
    const catalogue = seedProducts();
    const first = (id: string) =>
      similarScents(
        catalogue.find((p) => p.product_id === id)!,
        catalogue,
      )[0]?.product_id;
    expect(first('dior-sauvage-edp')).toBe('dior-sauvage-gift-set');
    expect(first('chanel-coco-mademoiselle-edp')).toBe('chanel-coco-mademoiselle-twist-spray-set');
  });
});
