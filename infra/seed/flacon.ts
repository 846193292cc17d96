import type { CapShape, Silhouette } from './bottle-looks';

/** A flacon's outline on the 600×600 canvas, centred on x = 300 and standing on y = 500. */
export interface Outline {
  /** The glass's path, and the path of its inside (inset by the glass's thickness). */
  outer: string;
  inner: string;
  top: number;
  bottom: number;
  width: number;
  /** The vertical centre of the label and its width. */
  labelY: number;
  labelWidth: number;
  neckWidth: number;
  /** Extra detail drawn over the glass (facet bevels). */
  detail: string;
}

const CX = 300;
const n = (value: number) => Math.round(value * 10) / 10;

function roundedRect(x0: number, y0: number, x1: number, y1: number, r: number): string {
  const k = Math.max(0, r);
  return (
    `M${n(x0 + k)} ${n(y0)}H${n(x1 - k)}Q${n(x1)} ${n(y0)} ${n(x1)} ${n(y0 + k)}V${n(y1 - k)}Q${n(x1)} ${n(y1)} ${n(x1 - k)} ${n(y1)}` +
    `H${n(x0 + k)}Q${n(x0)} ${n(y1)} ${n(x0)} ${n(y1 - k)}V${n(y0 + k)}Q${n(x0)} ${n(y0)} ${n(x0 + k)} ${n(y0)}Z`
  );
}

const polygon = (points: [number, number][]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;

function octagon(x0: number, y0: number, x1: number, y1: number, c: number): string {
  return polygon([
    [x0 + c, y0],
    [x1 - c, y0],
    [x1, y0 + c],
    [x1, y1 - c],
    [x1 - c, y1],
    [x0 + c, y1],
    [x0, y1 - c],
    [x0, y0 + c],
  ]);
}

function flask(x0: number, y0: number, x1: number, y1: number, shoulder: number, r: number): string {
  return (
    `M${n(x0)} ${n(y0 + shoulder)}Q${n(x0)} ${n(y0)} ${n(x0 + shoulder)} ${n(y0)}H${n(x1 - shoulder)}Q${n(x1)} ${n(y0)} ${n(x1)} ${n(y0 + shoulder)}` +
    `V${n(y1 - r)}Q${n(x1)} ${n(y1)} ${n(x1 - r)} ${n(y1)}H${n(x0 + r)}Q${n(x0)} ${n(y1)} ${n(x0)} ${n(y1 - r)}Z`
  );
}

const circle = (cy: number, r: number) =>
  `M${n(CX - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(CX + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(CX - r)} ${n(cy)}Z`;

/** The outline of each silhouette; `t` is the glass's thickness. */
export function outline(silhouette: Silhouette, t = 9): Outline {
  const box = (halfWidth: number, top: number, r: number, labelShare = 0.74): Outline => ({
    outer: roundedRect(CX - halfWidth, top, CX + halfWidth, 500, r),
    inner: roundedRect(CX - halfWidth + t, top + t, CX + halfWidth - t, 500 - t, r - t / 2),
    top,
    bottom: 500,
    width: halfWidth * 2,
    labelY: top + (500 - top) * 0.56,
    labelWidth: halfWidth * 2 * labelShare,
    neckWidth: Math.min(70, halfWidth * 0.6),
    detail: '',
  });
  switch (silhouette) {
    case 'tall':
      return box(90, 220, 16);
    case 'square':
      return box(120, 275, 26, 0.7);
    case 'column':
      return box(74, 200, 10, 0.84);
    case 'round': {
      const r = 122;
      return {
        outer: circle(500 - r, r),
        inner: circle(500 - r, r - t),
        top: 500 - 2 * r,
        bottom: 500,
        width: 2 * r,
        labelY: 500 - r + 8,
        labelWidth: 2 * r * 0.7,
        neckWidth: 58,
        detail: '',
      };
    }
    case 'flask':
      return {
        outer: flask(190, 245, 410, 500, 70, 30),
        inner: flask(190 + t, 245 + t, 410 - t, 500 - t, 64, 24),
        top: 245,
        bottom: 500,
        width: 220,
        labelY: 392,
        labelWidth: 168,
        neckWidth: 60,
        detail: '',
      };
    case 'tapered':
      return {
        outer: polygon([
          [225, 230],
          [375, 230],
          [412, 500],
          [188, 500],
        ]),
        inner: polygon([
          [225 + t, 230 + t],
          [375 - t, 230 + t],
          [412 - t * 1.4, 500 - t],
          [188 + t * 1.4, 500 - t],
        ]),
        top: 230,
        bottom: 500,
        width: 224,
        labelY: 385,
        labelWidth: 170,
        neckWidth: 58,
        detail: '',
      };
    case 'faceted': {
      const [x0, y0, x1, y1, c] = [186, 240, 414, 500, 46];
      return {
        outer: octagon(x0, y0, x1, y1, c),
        inner: octagon(x0 + t, y0 + t, x1 - t, y1 - t, c - t * 0.4),
        top: y0,
        bottom: y1,
        width: x1 - x0,
        labelY: 380,
        labelWidth: 160,
        neckWidth: 62,
        detail: `<path d="${octagon(x0 + 24, y0 + 24, x1 - 24, y1 - 24, c - 10)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>`,
      };
    }
  }
}

/** A cap standing on `bottom`, for a body `bodyWidth` wide, filled with the `cap` gradient. */
export function cap(shape: CapShape, bottom: number, bodyWidth: number): string {
  const stroke = 'stroke="#000" stroke-opacity=".25" stroke-width="1.5"';
  const shine = (x: number, y: number, w: number, h: number) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="#fff" opacity=".35"/>`;
  switch (shape) {
    case 'block': {
      const w = Math.min(120, bodyWidth * 0.52);
      return `<rect x="${n(CX - w / 2)}" y="${bottom - 72}" width="${n(w)}" height="72" rx="5" fill="url(#cap)" ${stroke}/>${shine(CX - w / 2 + w * 0.14, bottom - 64, w * 0.08, 56)}`;
    }
    case 'slab': {
      const w = Math.min(170, bodyWidth * 0.72);
      return `<rect x="${n(CX - w / 2)}" y="${bottom - 46}" width="${n(w)}" height="46" rx="3" fill="url(#cap)" ${stroke}/>${shine(CX - w / 2 + w * 0.1, bottom - 40, w * 0.05, 34)}`;
    }
    case 'cylinder':
      return (
        `<rect x="268" y="${bottom - 96}" width="64" height="96" rx="8" fill="url(#cap)" ${stroke}/>` +
        `<ellipse cx="300" cy="${bottom - 92}" rx="30" ry="5" fill="#fff" opacity=".3"/>${shine(278, bottom - 84, 6, 74)}`
      );
    case 'dome':
      return `<path d="M252 ${bottom}V${bottom - 34}A48 48 0 0 1 348 ${bottom - 34}V${bottom}Z" fill="url(#cap)" ${stroke}/>${shine(266, bottom - 58, 8, 50)}`;
    case 'sphere':
      return `<circle cx="300" cy="${bottom - 42}" r="44" fill="url(#cap)" ${stroke}/><ellipse cx="284" cy="${bottom - 60}" rx="12" ry="8" fill="#fff" opacity=".45"/>`;
    case 'gem':
      return (
        `<path d="${polygon([
          [262, bottom],
          [250, bottom - 40],
          [276, bottom - 84],
          [324, bottom - 84],
          [350, bottom - 40],
          [338, bottom],
        ])}" fill="url(#cap)" ${stroke}/>` +
        `<path d="M276 ${bottom - 84}L300 ${bottom - 40}L324 ${bottom - 84}M250 ${bottom - 40}H350M300 ${bottom - 40}V${bottom}" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="1.5"/>`
      );
  }
}
