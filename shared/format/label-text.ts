/** Text for labels drawn in SVG: the seed's product pictures and the share cards of product pages. */

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for SVG content and double-quoted attributes. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const CONCENTRATIONS = ['Extrait de Parfum', 'Eau de Parfum', 'Eau de Toilette', 'Eau de Cologne', 'Cologne Intense', 'Cologne', 'Parfum'];
const SIZE = /\s(\d+(?:\.\d+)?\s?(?:ml|×)|\+).*$/i;

/** The line's name without sizes, set contents or concentration: `Bleu de Chanel`. */
export function shortName(name: string): string {
  let short = name.replace(SIZE, '').trim();
  for (const concentration of CONCENTRATIONS) {
    // Only as a suffix or before "Gift Set" / "Travel Spray": "Cologne Collection" keeps its first word.
    const at = short.indexOf(` ${concentration}`);
    if (at > 0) short = `${short.slice(0, at)}${short.slice(at + concentration.length + 1)}`.trim();
  }
  return short || name.trim();
}

/** The small print under the name: `EAU DE PARFUM · 100 ML`, or '' when the name says neither. */
export function detailLine(name: string): string {
  const concentration = CONCENTRATIONS.find((c) => name.includes(c));
  const size = /(?:^|\s)(\d+(?:\.\d+)?)\s?ml\b/i.exec(name)?.[1];
  if (/×|\+/.test(name)) return '';
  return [concentration?.toUpperCase(), size ? `${size} ML` : undefined].filter(Boolean).join(' · ');
}

/** One line, or two split at the space nearest the middle when it is long. */
export function splitLines(text: string, maxOneLine: number): string[] {
  if (text.length <= maxOneLine) return [text];
  const middle = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [text] : [text.slice(0, best), text.slice(best + 1)];
}

/**
 * The font size at which `text` fits `width`, given the average glyph width of the face as a
 * share of the size (serif capitals with letter-spacing ≈ 0.8, italic lower case ≈ 0.5).
 */
export function fitFontSize(text: string, width: number, glyphWidth: number, max: number, min: number): number {
  const size = width / (Math.max(text.length, 1) * glyphWidth);
  return Math.round(Math.max(min, Math.min(max, size)) * 10) / 10;
}

/** Cuts text that would not fit even at the smallest size, with an ellipsis. */
export function clip(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}
