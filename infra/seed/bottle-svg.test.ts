// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/types';
import { HOUSE_LOOKS } from './bottle-looks';
import { bottleSvg } from './bottle-svg';
import { seedBrandNames, seedProducts } from './catalog';

const products = seedProducts();

/** Parses as XML, failing on anything a strict parser rejects. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

const texts = (doc: Document) => [...doc.getElementsByTagName('text')].map((text) => text.textContent ?? '');

describe('bottleSvg', () => {
  // Parses each of the 300-odd pictures with the DOM's XML parser: seconds, not milliseconds.
  it('draws a well-formed, self-contained 600×600 SVG for every seed product, under 6 KB', { timeout: 30_000 }, () => {
    for (const product of products) {
      const svg = bottleSvg(product);
      const doc = parse(svg);
      const root = doc.documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 600 600');
      expect(Buffer.byteLength(svg, 'utf8'), product.product_id).toBeLessThan(6 * 1024);
      // Nothing outside the picture: no links, scripts, images, fonts or styles to fetch.
      expect(svg).not.toMatch(/<script|<image|<use|href=|@import|url\((?!#)/i);
      for (const element of doc.querySelectorAll('[font-family]')) {
        expect(element.getAttribute('font-family')).toBe("Georgia, 'Times New Roman', serif");
      }
    }
  });

  it('refers only to gradients and clip paths defined in the same picture, each id once', () => {
    for (const product of products) {
      const svg = bottleSvg(product);
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size, product.product_id).toBe(ids.length);
      for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids, product.product_id).toContain(ref);
    }
  });

  it('labels the picture with the brand and the short name', () => {
    const bleu = products.find((product) => product.product_id === 'chanel-bleu-de-chanel-edp')!;
    const words = texts(parse(bottleSvg(bleu)));
    expect(words).toContain('CHANEL');
    expect(words).toContain('Bleu de Chanel');
    expect(words).toContain('EAU DE PARFUM · 100 ML');
  });

  it('escapes &, <, > and quotes in text and keeps them readable', () => {
    const tricky: Product = {
      ...products[0]!,
      product_id: 'tricky',
      brand: 'Dolce & Gabbana',
      name: 'Rose <"Nuit"> & Jour\'s Eau de Parfum 50ml',
    };
    const svg = bottleSvg(tricky);
    expect(svg).not.toContain('<"Nuit">');
    expect(svg).toContain('&amp;');
    const doc = parse(svg);
    expect(texts(doc).join(' ')).toContain('DOLCE & GABBANA');
    expect(texts(doc).join(' ')).toMatch(/<"Nuit">/);
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('Dolce & Gabbana Rose <"Nuit"> & Jour\'s Eau de Parfum 50ml');
  });

  it('draws every product differently, and the same product the same way twice', () => {
    const pictures = products.map(bottleSvg);
    expect(new Set(pictures).size).toBe(products.length);
    expect(products.map(bottleSvg)).toEqual(pictures);
  });

  it('varies the flacon: several silhouettes and liquid colours across the catalogue', () => {
    const bottles = products.filter((product) => product.category !== 'Gifts').map(bottleSvg);
    const outlines = new Set(bottles.map((svg) => /<path d="([^"]+)" fill="url\(#gl\)"/.exec(svg)?.[1]));
    expect(outlines.size).toBeGreaterThanOrEqual(5);
    const liquids = new Set(bottles.map((svg) => /<linearGradient id="lq"[^>]*><stop stop-color="([^"]+)"/.exec(svg)?.[1]));
    expect(liquids.size).toBeGreaterThanOrEqual(10);
  });

  it('colours the liquid by the first scent family: citrus pale gold, oud deep brown', () => {
    const liquid = (tags: string[]) => /<stop offset=".55" stop-color="([^"]+)"/.exec(bottleSvg({ ...products[0]!, tags }))?.[1];
    expect(liquid(['citrus', 'fresh', 'summer'])).toBe('#f2d873');
    expect(liquid(['oud', 'woody', 'evening'])).toBe('#553117');
    expect(liquid(['evening', 'gift', 'new'])).toBe('#eadfc4');
  });

  it('draws gifts as a ribboned box, or as a set of vials when the name counts them', () => {
    const box = bottleSvg(products.find((product) => product.product_id === 'dior-sauvage-gift-set')!);
    const vials = bottleSvg(products.find((product) => product.product_id === 'jo-malone-cologne-collection')!);
    expect(box).toContain('id="bx"');
    expect(box).toContain('id="mi"');
    expect(vials).toContain('id="bx"');
    expect(vials.match(/height="180"/g)).toHaveLength(5);
  });

  it('dresses every seeded house in a look of its own, none left to the default', () => {
    const missing = seedBrandNames().filter((brand) => !HOUSE_LOOKS[brand]);
    expect(missing).toEqual([]);
  });

  it('still draws a product of a brand the seed does not know', () => {
    const doc = parse(bottleSvg({ ...products[0]!, product_id: 'new-house-x', brand: 'Maison Nouvelle' }));
    expect(texts(doc)).toContain('MAISON NOUVELLE');
  });
});
