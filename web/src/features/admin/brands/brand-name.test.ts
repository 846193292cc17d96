import { describe, expect, it } from 'vitest';
import { brandNameError, findBrandNamed, normalizeBrandName, sameBrandName } from './brand-name';

const brands = [
  { id: 'b1', brandName: 'Dior' },
  { id: 'b2', brandName: 'Maison Atelier' },
];

describe('normalizeBrandName', () => {
  it('trims the name', () => {
    expect(normalizeBrandName('  Chanel  ')).toBe('Chanel');
    expect(normalizeBrandName(undefined)).toBe('');
  });
});

describe('sameBrandName', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameBrandName(' dior ', 'Dior')).toBe(true);
    expect(sameBrandName('MAISON atelier', 'Maison Atelier')).toBe(true);
    expect(sameBrandName('Dior Homme', 'Dior')).toBe(false);
  });
});

describe('findBrandNamed', () => {
  it('finds the brand holding a name, skipping the one being edited', () => {
    expect(findBrandNamed(brands, 'DIOR')?.id).toBe('b1');
    expect(findBrandNamed(brands, 'dior', 'b1')).toBeUndefined();
    expect(findBrandNamed(brands, 'Guerlain')).toBeUndefined();
  });
});

describe('brandNameError', () => {
  it("requires a name: 'Brand name is required', blanks included", () => {
    expect(brandNameError('', brands)).toBe('Brand name is required');
    expect(brandNameError('   ', brands)).toBe('Brand name is required');
    expect(brandNameError(undefined, brands)).toBe('Brand name is required');
  });

  it('takes at most 100 characters after trimming', () => {
    expect(brandNameError(`  ${'a'.repeat(100)}  `, brands)).toBeNull();
    expect(brandNameError('a'.repeat(101), brands)).toBe('Brand name must be at most 100 characters');
  });

  it('refuses a name another brand has, ignoring case', () => {
    expect(brandNameError(' dior ', brands)).toBe('A brand named "Dior" already exists');
    expect(brandNameError('maison ATELIER', brands, 'b1')).toBe('A brand named "Maison Atelier" already exists');
  });

  it('lets a brand keep its name or change its case', () => {
    expect(brandNameError('DIOR', brands, 'b1')).toBeNull();
    expect(brandNameError('Guerlain', brands)).toBeNull();
  });
});
