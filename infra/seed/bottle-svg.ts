import type { Product } from '@shared/types';
import { BACKDROPS, DEFAULT_LOOK, FINISH_STOPS, HOUSE_LOOKS, LIQUID_COLOURS, liquidColour } from './bottle-looks';
import { SCENT_FAMILIES, type ScentFamily } from './catalog-entry';
import { outline } from './flacon';
import { giftBox, vialSet } from './gift-svg';
import { detailLine, escapeXml, shortName } from '@shared/format/label-text';
import { stableFraction, stablePick } from './stable-hash';
import { backdrop, defs, flacon, label, shadow } from './svg-parts';

/** What the picture is drawn from. */
export type PictureSubject = Pick<Product, 'product_id' | 'name' | 'brand' | 'category' | 'tags'>;

/**
 * A product picture as a self-contained SVG (600×600): a flacon in the house's style on a soft
 * backdrop, its liquid coloured by the scent family, a label with the brand and the name; for
 * gifts, a ribboned box or a set of vials. Deterministic: the same product draws the same picture.
 */
export function bottleSvg(product: PictureSubject): string {
  const key = product.product_id;
  const look = HOUSE_LOOKS[product.brand] ?? DEFAULT_LOOK;
  const backdropColours = stablePick(`${key}:bg`, BACKDROPS[product.category] ?? BACKDROPS.Unisex);
  const liquid = liquidColour(product.tags);
  const silhouette = stablePick(`${key}:shape`, look.silhouettes);
  const accent = FINISH_STOPS[look.finish][1];
  const plate = { brand: product.brand, name: shortName(product.name), detail: detailLine(product.name), style: look.label, accent };

  let body: string;
  const setSize = /(\d+)\s?×/.exec(product.name)?.[1];
  if (product.category === 'Gifts' && setSize) {
    body = shadow(420, 520) + vialSet(key, plate, Number(setSize), familyColours(product.tags));
  } else if (product.category === 'Gifts') {
    body = shadow(400, 520) + giftBox(key, plate, { outline: outline(silhouette, 12), cap: look.cap });
  } else {
    const shape = outline(silhouette);
    body =
      shadow(shape.width) +
      flacon(shape, look.cap, 0.14 + 0.16 * stableFraction(`${key}:fill`), 'in') +
      label({ ...plate, x: 300, y: shape.labelY, width: shape.labelWidth });
  }
  const title = escapeXml(`${product.brand} ${product.name}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img"><title>${title}</title>` +
    `${defs(backdropColours, liquid, look.finish)}${backdrop()}<g transform="translate(-42 -52) scale(1.14)">${body}</g></svg>`
  );
}

/** The liquid colours of a set's vials: one per scent family it lists. */
function familyColours(tags: readonly string[]): string[] {
  return tags.filter((tag): tag is ScentFamily => (SCENT_FAMILIES as readonly string[]).includes(tag)).map((tag) => LIQUID_COLOURS[tag]);
}
