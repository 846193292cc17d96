import { FINISH_STOPS, type CapShape, type Finish } from './bottle-looks';
import { cap, type Outline } from './flacon';
import { clip, escapeXml, fitFontSize, splitLines } from '@shared/format/label-text';

const n = (value: number) => Math.round(value * 10) / 10;

/** `#rrggbb` moved toward `#rrggbb` by `t` (0–1). */
export function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * t));
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** Shared gradients: backdrop `bg`, glow `gw`, shadow `sh`, glass `gl`, liquid `lq`, cap `cap`. */
export function defs(backdrop: readonly [string, string], liquid: string, finish: Finish, extra = ''): string {
  const [light, mid, dark] = FINISH_STOPS[finish];
  return (
    '<defs>' +
    `<linearGradient id="bg" x2="0" y2="1"><stop stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>` +
    '<radialGradient id="gw"><stop stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="sh"><stop stop-color="#000" stop-opacity=".32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="gl" x2="1"><stop stop-color="#fff" stop-opacity=".7"/><stop offset=".45" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity=".5"/></linearGradient>' +
    `<linearGradient id="lq" x2="1"><stop stop-color="${mix(liquid, '#ffffff', 0.35)}"/><stop offset=".55" stop-color="${liquid}"/><stop offset="1" stop-color="${mix(liquid, '#000000', 0.25)}"/></linearGradient>` +
    `<linearGradient id="cap" x2="1"><stop stop-color="${light}"/><stop offset=".45" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `${extra}</defs>`
  );
}

/** The backdrop and a soft glow behind the subject. */
export const backdrop = () => '<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="320" r="250" fill="url(#gw)"/>';

/** The subject's soft shadow on the floor. */
export const shadow = (width: number, y = 506) => `<ellipse cx="300" cy="${y}" rx="${n(width * 0.62)}" ry="18" fill="url(#sh)"/>`;

/**
 * A glass flacon: the body, its liquid filled to `fillShare` of the height (clipped to the inside),
 * a reflection, the neck and the cap. `id` names the clip path, unique within one picture.
 */
export function flacon(o: Outline, capShape: CapShape, fillShare: number, id: string): string {
  const fillY = n(o.top + (o.bottom - o.top) * fillShare);
  const left = 300 - o.width / 2;
  const neckTop = o.top - 22;
  return (
    `<clipPath id="${id}"><path d="${o.inner}"/></clipPath>` +
    `<rect x="${n(300 - o.neckWidth / 2)}" y="${neckTop}" width="${n(o.neckWidth)}" height="26" rx="3" fill="url(#gl)" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>` +
    `<path d="${o.outer}" fill="url(#gl)" stroke="#fff" stroke-opacity=".85" stroke-width="3"/>` +
    `<g clip-path="url(#${id})"><rect x="0" y="${fillY}" width="600" height="600" fill="url(#lq)" opacity=".92"/>` +
    `<rect x="0" y="${fillY}" width="600" height="3" fill="#fff" opacity=".55"/>` +
    `<rect x="${n(left + o.width * 0.12)}" y="0" width="${n(o.width * 0.07)}" height="600" fill="#fff" opacity=".38"/>` +
    `<rect x="${n(left + o.width * 0.84)}" y="0" width="${n(o.width * 0.03)}" height="600" fill="#fff" opacity=".25"/></g>` +
    o.detail +
    cap(capShape, neckTop + 4, o.width)
  );
}

export interface LabelSpec {
  x: number;
  y: number;
  width: number;
  brand: string;
  name: string;
  detail: string;
  style: 'light' | 'dark';
  /** The colour of the thin border and rule. */
  accent: string;
}

/** A label plate centred on (x, y): the brand in spaced capitals, the name in italics, the small print. */
export function label(spec: LabelSpec): string {
  const inner = spec.width - 24;
  const brandLines = splitLines(spec.brand.toUpperCase(), 16);
  const longestBrand = brandLines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const brandSize = fitFontSize(longestBrand, inner, 0.8, 16, 8);
  const nameLines = splitLines(spec.name, 17).map((line) => clip(line, Math.floor(inner / (10.5 * 0.5))));
  const longestName = nameLines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const nameSize = fitFontSize(longestName, inner, 0.5, 24, 10.5);
  const detailSize = 7.5;
  const height =
    16 + brandLines.length * brandSize * 1.25 + 12 + nameLines.length * nameSize * 1.2 + (spec.detail ? detailSize * 2.2 : 0) + 10;
  const [plate, ink] = spec.style === 'light' ? ['#fbf8f1', '#2b2420'] : ['#1d1c20', '#f3e9d4'];
  let y = spec.y - height / 2 + 14;
  const lines: string[] = [];
  for (const line of brandLines) {
    y += brandSize;
    lines.push(`<text x="${spec.x}" y="${n(y)}" font-size="${brandSize}" letter-spacing="2">${escapeXml(line)}</text>`);
    y += brandSize * 0.25;
  }
  y += 6;
  lines.push(`<rect x="${spec.x - 14}" y="${n(y)}" width="28" height="1.2" fill="${spec.accent}"/>`);
  y += 6;
  for (const line of nameLines) {
    y += nameSize;
    lines.push(`<text x="${spec.x}" y="${n(y)}" font-size="${nameSize}" font-style="italic">${escapeXml(line)}</text>`);
    y += nameSize * 0.2;
  }
  if (spec.detail) {
    y += detailSize * 1.9;
    lines.push(`<text x="${spec.x}" y="${n(y)}" font-size="${detailSize}" letter-spacing="1.5">${escapeXml(spec.detail)}</text>`);
  }
  return (
    `<rect x="${n(spec.x - spec.width / 2)}" y="${n(spec.y - height / 2)}" width="${n(spec.width)}" height="${n(height)}" rx="3" fill="${plate}" stroke="${spec.accent}" stroke-width="1.2"/>` +
    `<g fill="${ink}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif">${lines.join('')}</g>`
  );
}
