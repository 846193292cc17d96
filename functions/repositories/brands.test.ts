import { describe, expect, it } from 'vitest';
import { brandNameKey, brandSlug } from './brands';

describe('brand names and ids', () => {
  it('makes names unique regardless of case and spacing', () => {
    expect(brandNameKey('  Tom   Ford ')).toBe('tom ford');
    expect(brandNameKey('TOM FORD')).toBe(brandNameKey('tom ford'));
    // Accents are part of the name: "Hermès" and "Hermes" are different names.
    expect(brandNameKey('Hermès')).not.toBe(brandNameKey('Hermes'));
  });

  it('derives a URL-safe id from the name', () => {
    expect(brandSlug('Chanel')).toBe('chanel');
    expect(brandSlug('Hermès')).toBe('hermes');
    expect(brandSlug('Dolce & Gabbana')).toBe('dolce-and-gabbana');
    expect(brandSlug('Viktor&Rolf')).toBe('viktor-and-rolf');
    expect(brandSlug('Lancôme')).toBe('lancome');
    expect(brandSlug('  Maison Francis Kurkdjian  ')).toBe('maison-francis-kurkdjian');
    expect(brandSlug("L'Artisan Parfumeur")).toBe('l-artisan-parfumeur');
  });

  it('never answers an empty or overlong id', () => {
    expect(brandSlug('香水')).toBe('brand');
    expect(brandSlug('---')).toBe('brand');
    const long = brandSlug('A Very Long House Name '.repeat(10));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
