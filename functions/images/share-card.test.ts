import { describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { SHARE_IMAGE_SIZE } from '@shared/catalog/product-metadata';
import { bottleSvg } from '../../infra/seed/bottle-svg';
import { drawShareCard } from './share-card-renderer';
import { cardFingerprint, shareCardSvg } from './share-card-svg';

const mojave = aProduct({
  product_id: 'byredo-mojave-ghost-edp',
  name: 'Mojave Ghost Eau de Parfum 100ml',
  brand: 'Byredo',
  image_url: '/images/products/byredo-mojave-ghost-edp.svg',
});

/** A PNG's size, from its header chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("a share card's drawing", () => {
  it("shows the house, the line's name and its concentration and size, and the shop", () => {
    const svg = shareCardSvg(mojave, undefined);
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('>BYREDO<');
    expect(svg).toContain('>Mojave Ghost<');
    expect(svg).toContain('>EAU DE PARFUM · 100 ML<');
    expect(svg).toContain('>MAISON<');
    expect(svg).not.toContain('$');
  });

  it('escapes what a name may hold', () => {
    const svg = shareCardSvg({ ...mojave, name: 'Rose & <Oud> "Intense"', brand: 'Maison & Fils' }, undefined);
    expect(svg).toContain('>Rose &amp; &lt;Oud&gt;<');
    expect(svg).toContain('>&quot;Intense&quot;<');
    expect(svg).toContain('MAISON &amp; FILS');
  });

  it('nests our own SVG drawing in the picture panel, keeping its view box', () => {
    const svg = shareCardSvg(mojave, {
      type: 'image/svg+xml',
      svg: '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><rect id="drawn"/></svg>',
    });
    expect(svg).toContain(
      '<svg x="0" y="0" width="630" height="630" viewBox="0 0 600 600" preserveAspectRatio="xMidYMid meet"><rect id="drawn"/></svg>',
    );
  });

  it('embeds an uploaded picture as data', () => {
    const svg = shareCardSvg(mojave, { type: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
    expect(svg).toContain('href="data:image/png;base64,AQID"');
  });

  it('is drawn again when its picture, name or house changes, not its price or stock', () => {
    const base = cardFingerprint(mojave);
    expect(cardFingerprint({ ...mojave, retail_price: 1, stock_quantity: 0 } as typeof mojave)).toBe(base);
    expect(cardFingerprint({ ...mojave, image_url: '/images/products/other.png' })).not.toBe(base);
    expect(cardFingerprint({ ...mojave, name: 'Mojave Ghost Absolu' })).not.toBe(base);
    expect(cardFingerprint({ ...mojave, brand: 'Byredo Paris' })).not.toBe(base);
  });
});

describe('drawing a card as a PNG', () => {
  it('draws the seeded bottle and the text at 1200×630, with the bundled face', async () => {
    const picture = { type: 'image/svg+xml' as const, svg: bottleSvg({ ...mojave, tags: ['woody'] }) };
    const png = await drawShareCard(shareCardSvg(mojave, picture));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual(SHARE_IMAGE_SIZE);
    // Text only: were no face loaded, both would be the same empty card.
    const one = await drawShareCard(shareCardSvg(mojave, undefined));
    const other = await drawShareCard(shareCardSvg({ ...mojave, name: 'Gypsy Water Eau de Parfum 100ml' }, undefined));
    expect(Buffer.from(one).equals(Buffer.from(other))).toBe(false);
  });
});
