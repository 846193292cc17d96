import { describe, expect, it } from 'vitest';
import { atLeastLabel, countCatalogue } from './catalogue-figures';

describe('atLeastLabel', () => {
  it('rounds down to tens with a plus, so the claim stays true', () => {
    expect(atLeastLabel(317)).toBe('310+');
    expect(atLeastLabel(310)).toBe('310+');
    expect(atLeastLabel(309)).toBe('300+');
    expect(atLeastLabel(54)).toBe('50+');
    expect(atLeastLabel(10)).toBe('10+');
    expect(atLeastLabel(999)).toBe('990+');
  });

  it('says a count under ten as it is, without a plus', () => {
    expect(atLeastLabel(0)).toBe('0');
    expect(atLeastLabel(1)).toBe('1');
    expect(atLeastLabel(9)).toBe('9');
  });

  it('rounds down to thousands from 1,000', () => {
    expect(atLeastLabel(1000)).toBe('1k+');
    expect(atLeastLabel(1999)).toBe('1k+');
    expect(atLeastLabel(261_144)).toBe('261k+');
  });

  it('never claims more than there is for odd input', () => {
    expect(atLeastLabel(12.9)).toBe('10+');
    expect(atLeastLabel(-5)).toBe('0');
    expect(atLeastLabel(Number.NaN)).toBe('0');
    expect(atLeastLabel(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('countCatalogue', () => {
  it('counts the products, their distinct houses and the sum of their review counts', () => {
    const figures = countCatalogue([
      { brand: 'Chanel', review_count: 3412 },
      { brand: 'Chanel', review_count: 88 },
      { brand: 'Dior', review_count: 0 },
      { brand: 'Le Labo', review_count: 500 },
    ]);
    expect(figures).toEqual({ fragrances: 4, houses: 3, reviews: 4000 });
  });

  it('counts a house once whatever its case or spacing, and no house for a blank brand', () => {
    const figures = countCatalogue([
      { brand: 'Dior', review_count: 1 },
      { brand: ' dior ', review_count: 1 },
      { brand: 'DIOR', review_count: 1 },
      { brand: '  ', review_count: 1 },
    ]);
    expect(figures.houses).toBe(1);
    expect(figures.fragrances).toBe(4);
  });

  it('leaves out review counts that are not a number of reviews', () => {
    const figures = countCatalogue([
      { brand: 'A', review_count: Number.NaN },
      { brand: 'B', review_count: -3 },
      { brand: 'C', review_count: 7 },
    ]);
    expect(figures.reviews).toBe(7);
  });

  it('answers zeros for an empty catalogue', () => {
    expect(countCatalogue([])).toEqual({ fragrances: 0, houses: 0, reviews: 0 });
  });
});
