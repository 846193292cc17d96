/**
 * A product's share card as SVG, the picture chat apps and social networks show beside a shared
 * link (Open Graph's large card, 1200×630): the product's picture on the left, its house, name
 * and concentration on the right, the shop's name below. No price: a card is cached by whoever
 * fetched it, long after a price changes.
 */
import { createHash } from 'node:crypto';
import { SHARE_IMAGE_SIZE } from '@shared/catalog/product-metadata';
import { clip, detailLine, escapeXml, fitFontSize, shortName, splitLines } from '@shared/format/label-text';
import type { Product } from '@shared/types';

/** What a card shows of its product. */
export type CardSubject = Pick<Product, 'product_id' | 'name' | 'brand' | 'image_url'>;

/** The product's picture: our own SVG drawing (the seed's bottles), or an uploaded raster image. */
export type CardPicture = { type: 'image/svg+xml'; svg: string } | { type: 'image/png' | 'image/jpeg' | 'image/gif'; bytes: Uint8Array };

/** The face the card is set in, the storefront's display face (the renderer is given its files). */
export const CARD_FONT_FAMILY = 'Cormorant Garamond';

/** Raised when the card's drawing changes, so every stored card is drawn again. */
const SHARE_CARD_VERSION = 1;

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const PANEL = H; // the picture's square panel, the card's full height
const TEXT_X = PANEL + 60;
const TEXT_WIDTH = W - TEXT_X - 50;
const COLOURS = { bg: '#faf7f2', panel: '#f1e9dd', ink: '#2a211c', soft: '#5f5148', gold: '#b08d57' } as const;

/**
 * What the card is drawn from, as a short hash: a stored card whose fingerprint matches is
 * current, so a card is drawn again only when the picture, the name or the house changes.
 */
export function cardFingerprint(product: CardSubject): string {
  const drawn = [SHARE_CARD_VERSION, product.image_url, product.name, product.brand];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 32);
}

/** An SVG drawing placed in a square box: its root becomes a nested `<svg>` keeping its view box. */
function nestedSvg(svg: string, size: number): string {
  const open = /<svg\b[^>]*>/i.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < open.index) return '';
  const viewBox = /\bviewBox="([^"]+)"/i.exec(open[0])?.[1];
  const inner = svg.slice(open.index + open[0].length, close);
  return `<svg x="0" y="0" width="${size}" height="${size}"${viewBox ? ` viewBox="${escapeXml(viewBox)}"` : ''} preserveAspectRatio="xMidYMid meet">${inner}</svg>`;
}

/** The picture panel: the SVG drawing filling it, or a raster image inset on the panel's colour. */
function pictureSvg(picture: CardPicture | undefined): string {
  const panel = `<rect width="${PANEL}" height="${PANEL}" fill="${COLOURS.panel}"/>`;
  if (!picture) return panel;
  if (picture.type === 'image/svg+xml') return panel + nestedSvg(picture.svg, PANEL);
  const inset = 40;
  const href = `data:${picture.type};base64,${Buffer.from(picture.bytes).toString('base64')}`;
  return `${panel}<image x="${inset}" y="${inset}" width="${PANEL - 2 * inset}" height="${PANEL - 2 * inset}" preserveAspectRatio="xMidYMid meet" href="${href}"/>`;
}

/** The house in spaced capitals, the name in italics on one or two lines, the concentration and size below. */
function textSvg(product: CardSubject): string {
  const brand = clip(product.brand.toUpperCase(), 28);
  const brandSize = fitFontSize(brand, TEXT_WIDTH, 0.78, 34, 22);
  const name = shortName(product.name);
  const lines = splitLines(name, 18).map((line) => clip(line, 30));
  const nameSize = Math.min(...lines.map((line) => fitFontSize(line, TEXT_WIDTH, 0.42, 76, 40)));
  const detail = detailLine(product.name);
  const lineHeight = Math.round(nameSize * 1.08);
  const nameTop = 250;
  const parts = [
    `<text x="${TEXT_X}" y="${nameTop - 60}" font-size="${brandSize}" letter-spacing="5" fill="${COLOURS.soft}">${escapeXml(brand)}</text>`,
    `<rect x="${TEXT_X}" y="${nameTop - 38}" width="64" height="2" fill="${COLOURS.gold}"/>`,
    ...lines.map(
      (line, i) =>
        `<text x="${TEXT_X}" y="${nameTop + 40 + i * lineHeight}" font-size="${nameSize}" font-style="italic">${escapeXml(line)}</text>`,
    ),
  ];
  if (detail) {
    const y = nameTop + 40 + (lines.length - 1) * lineHeight + 56;
    parts.push(`<text x="${TEXT_X}" y="${y}" font-size="24" letter-spacing="3" fill="${COLOURS.soft}">${escapeXml(detail)}</text>`);
  }
  parts.push(`<text x="${TEXT_X}" y="${H - 70}" font-size="34" letter-spacing="10">MAISON</text>`);
  return `<g font-family="${CARD_FONT_FAMILY}" fill="${COLOURS.ink}">${parts.join('')}</g>`;
}

/** The whole card, 1200×630. */
export function shareCardSvg(product: CardSubject, picture: CardPicture | undefined): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${COLOURS.bg}"/>${pictureSvg(picture)}${textSvg(product)}</svg>`
  );
}
