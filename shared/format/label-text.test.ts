import { describe, expect, it } from 'vitest';
import { clip, detailLine, escapeXml, fitFontSize, shortName, splitLines } from './label-text';

describe('label text', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`Dolce & Gabbana <"L'Eau">`)).toBe('Dolce &amp; Gabbana &lt;&quot;L&#39;Eau&quot;&gt;');
  });

  it('shortens a name to its line: no size, set contents or concentration', () => {
    expect(shortName('Bleu de Chanel Eau de Parfum 100ml')).toBe('Bleu de Chanel');
    expect(shortName('Myrrh & Tonka Cologne Intense 100ml')).toBe('Myrrh & Tonka');
    expect(shortName('Armani Code Parfum 75ml')).toBe('Armani Code');
    expect(shortName('Sauvage Eau de Parfum Gift Set 100ml + 10ml')).toBe('Sauvage Gift Set');
    expect(shortName('Good Girl Gift Set 80ml + Body Lotion + 10ml')).toBe('Good Girl Gift Set');
    expect(shortName('Bleu de Chanel Twist and Spray Set 3×20ml')).toBe('Bleu de Chanel Twist and Spray Set');
    expect(shortName('Santal 33 Eau de Parfum 100ml')).toBe('Santal 33');
    expect(shortName('Colonia Eau de Cologne 100ml')).toBe('Colonia');
    expect(shortName('Hacivat Extrait de Parfum 50ml')).toBe('Hacivat');
    // A concentration that starts the name is part of it.
    expect(shortName('Cologne Collection 5×9ml')).toBe('Cologne Collection');
  });

  it('prints the concentration and size of a single flacon, nothing for a set', () => {
    expect(detailLine('Bleu de Chanel Eau de Parfum 100ml')).toBe('EAU DE PARFUM · 100 ML');
    expect(detailLine('Wood Sage & Sea Salt Cologne 100ml')).toBe('COLOGNE · 100 ML');
    expect(detailLine('Sauvage Elixir 60ml')).toBe('60 ML');
    expect(detailLine('Colonia Eau de Cologne 100ml')).toBe('EAU DE COLOGNE · 100 ML');
    expect(detailLine('Hacivat Extrait de Parfum 50ml')).toBe('EXTRAIT DE PARFUM · 50 ML');
    expect(detailLine('Cologne Collection 5×9ml')).toBe('');
    expect(detailLine('Eros Gift Set 100ml + 10ml + Shower Gel')).toBe('');
  });

  it('splits a long line at the space nearest its middle', () => {
    expect(splitLines('Bleu de Chanel', 16)).toEqual(['Bleu de Chanel']);
    expect(splitLines('Baccarat Rouge 540 Travel Spray Trio', 16)).toEqual(['Baccarat Rouge 540', 'Travel Spray Trio']);
    expect(splitLines('Supercalifragilistic', 10)).toEqual(['Supercalifragilistic']);
  });

  it('fits the font size between its bounds, and clips what cannot fit', () => {
    expect(fitFontSize('Sì', 150, 0.5, 24, 10)).toBe(24);
    expect(fitFontSize('A rather long line of text', 150, 0.5, 24, 10)).toBeCloseTo(11.5, 1);
    expect(fitFontSize('x'.repeat(200), 150, 0.5, 24, 10)).toBe(10);
    expect(clip('Short', 10)).toBe('Short');
    expect(clip('A name far too long', 10)).toBe('A name fa…');
  });
});
