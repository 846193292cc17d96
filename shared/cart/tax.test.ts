import { describe, expect, it } from 'vitest';
import { TAX_RATE_PERCENT, taxCents } from './tax';

describe('taxCents', () => {
  it('is 8% rounded half up to the cent', () => {
    expect(TAX_RATE_PERCENT).toBe(8);
    expect(taxCents(10000)).toBe(800);
    expect(taxCents(1999)).toBe(160); // 159.92
    expect(taxCents(1881)).toBe(150); // 150.48
    expect(taxCents(1875)).toBe(150);
    expect(taxCents(1894)).toBe(152); // 151.52
    expect(taxCents(6)).toBe(0); // 0.48
    expect(taxCents(7)).toBe(1); // 0.56
  });

  it('never meets an exact half cent: 8% of whole cents ends in .00–.96 in steps of .04', () => {
    expect(taxCents(1_031_25)).toBe(8250);
    expect(taxCents(6188)).toBe(495); // 495.04
    expect(taxCents(6194)).toBe(496); // 495.52
  });

  it('is 0 on nothing', () => {
    expect(taxCents(0)).toBe(0);
    expect(taxCents(-100)).toBe(0);
  });
});
