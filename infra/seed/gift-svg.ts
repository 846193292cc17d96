import { LIQUID_COLOURS, RIBBONS, type CapShape } from './bottle-looks';
import type { Outline } from './flacon';
import { stableFraction, stablePick } from './stable-hash';
import { flacon, label, mix, type LabelSpec } from './svg-parts';

const n = (value: number) => Math.round(value * 10) / 10;

type Plate = Omit<LabelSpec, 'x' | 'y' | 'width'>;

/** A bow of two loops, a knot and two tails, centred on (x, y). */
function bow(x: number, y: number, colour: string): string {
  const dark = mix(colour, '#000000', 0.3);
  return (
    `<path d="M${x} ${y}C${x - 30} ${y - 52} ${x - 78} ${y - 22} ${x - 8} ${y}ZM${x} ${y}C${x + 30} ${y - 52} ${x + 78} ${y - 22} ${x + 8} ${y}Z" fill="${colour}" stroke="${dark}" stroke-width="1.5"/>` +
    `<path d="M${x - 6} ${y + 4}L${x - 26} ${y + 44}L${x - 12} ${y + 40}ZM${x + 6} ${y + 4}L${x + 26} ${y + 44}L${x + 12} ${y + 40}Z" fill="${dark}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="11" ry="9" fill="${dark}"/>`
  );
}

const boxColours = ['#f3ede2', '#1f1f24', '#6d1f2b', '#24344d', '#ead5ca'] as const;
const isDark = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16) < 360;

/** A ribboned gift box with the brand's plaque, and a small flacon of the scent in front. */
export function giftBox(key: string, plate: Plate, mini: { outline: Outline; cap: CapShape }): string {
  const box = stablePick(`${key}:box`, boxColours);
  const ribbon = isDark(box) ? '#c9a04a' : stablePick(`${key}:ribbon`, RIBBONS);
  const [x0, x1, lidY, bodyY, bottom] = [110, 410, 262, 304, 512];
  const rx = 260;
  const edge = mix(box, '#000000', 0.35);
  const scale = 0.42;
  return (
    `<linearGradient id="bx" x2="1"><stop stop-color="${mix(box, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(box, '#000000', 0.18)}"/></linearGradient>` +
    `<rect x="${x0}" y="${bodyY}" width="${x1 - x0}" height="${bottom - bodyY}" rx="4" fill="url(#bx)" stroke="${edge}" stroke-width="1.5"/>` +
    `<rect x="${x0 - 10}" y="${lidY}" width="${x1 - x0 + 20}" height="${bodyY - lidY + 6}" rx="4" fill="url(#bx)" stroke="${edge}" stroke-width="1.5"/>` +
    `<rect x="${x0 - 10}" y="${bodyY + 4}" width="${x1 - x0 + 20}" height="4" fill="#000" opacity=".12"/>` +
    `<rect x="${rx - 16}" y="${lidY}" width="32" height="${bottom - lidY}" fill="${ribbon}"/>` +
    `<rect x="${x0}" y="${bodyY + 52}" width="${x1 - x0}" height="26" fill="${ribbon}"/>` +
    bow(rx, lidY, ribbon) +
    label({ ...plate, x: rx, y: 436, width: 196 }) +
    `<g transform="translate(${n(470 - 300 * scale)} ${n(528 - 500 * scale)}) scale(${scale})">${flacon(mini.outline, mini.cap, 0.25, 'mi')}</g>`
  );
}

/** An open presentation box: the plaque on the lid, a row of vials, a ribbon across the front. */
export function vialSet(key: string, plate: Plate, count: number, liquids: readonly string[]): string {
  const shown = Math.max(2, Math.min(count, 6));
  const box = stablePick(`${key}:box`, boxColours);
  const ribbon = isDark(box) ? '#c9a04a' : stablePick(`${key}:ribbon`, RIBBONS);
  const edge = mix(box, '#000000', 0.35);
  const step = 340 / shown;
  const width = Math.min(48, step * 0.62);
  const vials: string[] = [];
  for (let i = 0; i < shown; i++) {
    const cx = 130 + step * (i + 0.5);
    const liquid = liquids[i] ?? stablePick(`${key}:vial${i}`, Object.values(LIQUID_COLOURS) as [string, ...string[]]);
    const fillY = 318 + stableFraction(`${key}:level${i}`) * 24;
    vials.push(
      `<rect x="${n(cx - width * 0.3)}" y="258" width="${n(width * 0.6)}" height="34" rx="4" fill="url(#cap)"/>` +
        `<rect x="${n(cx - width / 2)}" y="290" width="${n(width)}" height="180" rx="${n(width / 3)}" fill="url(#gl)" stroke="#fff" stroke-opacity=".85" stroke-width="2"/>` +
        `<rect x="${n(cx - width / 2 + 4)}" y="${n(fillY)}" width="${n(width - 8)}" height="${n(466 - fillY)}" rx="${n(width / 4)}" fill="${liquid}" opacity=".9"/>` +
        `<rect x="${n(cx - width / 2 + width * 0.18)}" y="298" width="${n(width * 0.12)}" height="160" rx="2" fill="#fff" opacity=".4"/>`,
    );
  }
  return (
    `<linearGradient id="bx" x2="0" y2="1"><stop stop-color="${mix(box, '#ffffff', 0.1)}"/><stop offset="1" stop-color="${mix(box, '#000000', 0.2)}"/></linearGradient>` +
    `<rect x="100" y="96" width="400" height="356" rx="6" fill="url(#bx)" stroke="${edge}" stroke-width="1.5"/>` +
    `<rect x="116" y="246" width="368" height="200" rx="4" fill="#000" opacity=".14"/>` +
    label({ ...plate, x: 300, y: 170, width: 250 }) +
    vials.join('') +
    `<rect x="92" y="440" width="416" height="76" rx="5" fill="url(#bx)" stroke="${edge}" stroke-width="1.5"/>` +
    `<rect x="92" y="466" width="416" height="22" fill="${ribbon}"/>` +
    bow(300, 470, ribbon)
  );
}
