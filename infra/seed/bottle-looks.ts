import type { Category } from '@shared/types';
import { SCENT_FAMILIES, type ScentFamily } from './catalog-entry';

/** The outline of a flacon. */
export type Silhouette = 'tall' | 'square' | 'column' | 'round' | 'flask' | 'tapered' | 'faceted';
export type CapShape = 'block' | 'slab' | 'cylinder' | 'dome' | 'sphere' | 'gem';
export type Finish = 'gold' | 'silver' | 'black' | 'wood' | 'ivory' | 'rose';

/** How a house dresses its bottles: a product picks one of the silhouettes. */
export interface HouseLook {
  silhouettes: readonly [Silhouette, ...Silhouette[]];
  cap: CapShape;
  finish: Finish;
  label: 'light' | 'dark';
}

/** Loosely after each house's real flacons, so a shelf of them reads as different brands. */
export const HOUSE_LOOKS: Readonly<Record<string, HouseLook>> = {
  Chanel: { silhouettes: ['square', 'tall'], cap: 'block', finish: 'black', label: 'light' },
  Dior: { silhouettes: ['tall', 'round', 'tapered'], cap: 'cylinder', finish: 'silver', label: 'dark' },
  'Tom Ford': { silhouettes: ['square'], cap: 'slab', finish: 'gold', label: 'dark' },
  'Yves Saint Laurent': { silhouettes: ['tall', 'tapered'], cap: 'block', finish: 'gold', label: 'dark' },
  'Giorgio Armani': { silhouettes: ['round', 'flask'], cap: 'dome', finish: 'silver', label: 'light' },
  Creed: { silhouettes: ['column', 'tall'], cap: 'cylinder', finish: 'silver', label: 'light' },
  'Jo Malone London': { silhouettes: ['square'], cap: 'block', finish: 'black', label: 'light' },
  Gucci: { silhouettes: ['tapered', 'faceted'], cap: 'gem', finish: 'gold', label: 'light' },
  Prada: { silhouettes: ['faceted', 'tall'], cap: 'slab', finish: 'silver', label: 'dark' },
  Versace: { silhouettes: ['faceted', 'tall'], cap: 'gem', finish: 'gold', label: 'dark' },
  'Dolce & Gabbana': { silhouettes: ['tall', 'square'], cap: 'block', finish: 'black', label: 'light' },
  Hermès: { silhouettes: ['flask', 'round'], cap: 'cylinder', finish: 'wood', label: 'light' },
  Guerlain: { silhouettes: ['round', 'faceted'], cap: 'gem', finish: 'gold', label: 'light' },
  'Maison Francis Kurkdjian': { silhouettes: ['tall', 'column'], cap: 'slab', finish: 'gold', label: 'light' },
  Byredo: { silhouettes: ['column'], cap: 'sphere', finish: 'black', label: 'light' },
  'Le Labo': { silhouettes: ['column', 'tall'], cap: 'dome', finish: 'silver', label: 'light' },
  'Carolina Herrera': { silhouettes: ['faceted', 'tapered'], cap: 'gem', finish: 'gold', label: 'dark' },
  Lancôme: { silhouettes: ['tapered', 'round'], cap: 'gem', finish: 'rose', label: 'light' },
  Burberry: { silhouettes: ['square', 'tall'], cap: 'block', finish: 'wood', label: 'light' },
  Givenchy: { silhouettes: ['column', 'tall'], cap: 'block', finish: 'black', label: 'dark' },
  'Viktor&Rolf': { silhouettes: ['faceted'], cap: 'gem', finish: 'rose', label: 'dark' },
  Valentino: { silhouettes: ['faceted', 'square'], cap: 'block', finish: 'gold', label: 'dark' },
  'Parfums de Marly': { silhouettes: ['round', 'tall'], cap: 'dome', finish: 'gold', label: 'dark' },
  'Kilian Paris': { silhouettes: ['square'], cap: 'slab', finish: 'black', label: 'dark' },
  Mugler: { silhouettes: ['faceted', 'round'], cap: 'gem', finish: 'silver', label: 'dark' },
  'Jean Paul Gaultier': { silhouettes: ['tapered', 'column'], cap: 'cylinder', finish: 'silver', label: 'light' },
  'Paco Rabanne': { silhouettes: ['square', 'faceted'], cap: 'block', finish: 'gold', label: 'dark' },
  Kenzo: { silhouettes: ['tall', 'tapered'], cap: 'dome', finish: 'silver', label: 'light' },
  Chloé: { silhouettes: ['square', 'round'], cap: 'block', finish: 'ivory', label: 'dark' },
  Azzaro: { silhouettes: ['column', 'tall'], cap: 'cylinder', finish: 'silver', label: 'dark' },
  'Elie Saab': { silhouettes: ['faceted', 'tall'], cap: 'gem', finish: 'gold', label: 'dark' },
  Cartier: { silhouettes: ['round', 'square'], cap: 'gem', finish: 'gold', label: 'dark' },
  'Van Cleef & Arpels': { silhouettes: ['round', 'tapered'], cap: 'sphere', finish: 'gold', label: 'dark' },
  Boucheron: { silhouettes: ['round', 'faceted'], cap: 'gem', finish: 'gold', label: 'light' },
  'Frédéric Malle': { silhouettes: ['column'], cap: 'block', finish: 'black', label: 'light' },
  'Serge Lutens': { silhouettes: ['tall', 'column'], cap: 'slab', finish: 'black', label: 'light' },
  Diptyque: { silhouettes: ['flask', 'tall'], cap: 'slab', finish: 'black', label: 'light' },
  "Etat Libre d'Orange": { silhouettes: ['square', 'column'], cap: 'block', finish: 'black', label: 'light' },
  'Maison Margiela': { silhouettes: ['flask', 'square'], cap: 'dome', finish: 'ivory', label: 'dark' },
  'Juliette Has a Gun': { silhouettes: ['column', 'tall'], cap: 'cylinder', finish: 'silver', label: 'dark' },
  'Acqua di Parma': { silhouettes: ['column', 'tall'], cap: 'block', finish: 'black', label: 'dark' },
  Bvlgari: { silhouettes: ['round', 'faceted'], cap: 'gem', finish: 'silver', label: 'dark' },
  Xerjoff: { silhouettes: ['faceted', 'tall'], cap: 'gem', finish: 'gold', label: 'dark' },
  "Penhaligon's": { silhouettes: ['flask', 'round'], cap: 'dome', finish: 'silver', label: 'dark' },
  Amouage: { silhouettes: ['tapered', 'round'], cap: 'gem', finish: 'gold', label: 'dark' },
  Nishane: { silhouettes: ['column', 'tall'], cap: 'block', finish: 'gold', label: 'light' },
  'Calvin Klein': { silhouettes: ['flask', 'square'], cap: 'cylinder', finish: 'silver', label: 'light' },
  'Marc Jacobs': { silhouettes: ['round', 'square'], cap: 'sphere', finish: 'ivory', label: 'dark' },
  'Narciso Rodriguez': { silhouettes: ['square', 'column'], cap: 'block', finish: 'black', label: 'light' },
  'Estée Lauder': { silhouettes: ['tapered', 'round'], cap: 'gem', finish: 'gold', label: 'dark' },
  'Ralph Lauren': { silhouettes: ['flask', 'square'], cap: 'block', finish: 'silver', label: 'light' },
  'Issey Miyake': { silhouettes: ['tapered', 'tall'], cap: 'sphere', finish: 'silver', label: 'light' },
  'Hugo Boss': { silhouettes: ['column', 'square'], cap: 'block', finish: 'silver', label: 'dark' },
  Montblanc: { silhouettes: ['flask', 'square'], cap: 'block', finish: 'black', label: 'light' },
};

/** For a brand the seed does not know (an admin's new brand). */
export const DEFAULT_LOOK: HouseLook = {
  silhouettes: ['tall', 'round', 'square', 'tapered'],
  cap: 'block',
  finish: 'silver',
  label: 'light',
};

/** Gradient stops (left to right) of each cap finish. */
export const FINISH_STOPS: Readonly<Record<Finish, readonly [string, string, string]>> = {
  gold: ['#f7e7a9', '#c9a04a', '#8a6a25'],
  silver: ['#fbfbfb', '#b9bec4', '#787e86'],
  black: ['#5a5a5e', '#1f1f22', '#050506'],
  wood: ['#c48a55', '#8b5a2b', '#4e3015'],
  ivory: ['#fffdf6', '#ece3d0', '#c9bda5'],
  rose: ['#fbe0d6', '#d9a08f', '#9c6656'],
};

/** Liquid colour by scent family: citrus pale gold, woody amber, floral blush, oud deep brown… */
export const LIQUID_COLOURS: Readonly<Record<ScentFamily, string>> = {
  floral: '#f3b3c3',
  fruity: '#ee8fa2',
  citrus: '#f2d873',
  fresh: '#bfe2f0',
  aquatic: '#8ec6e4',
  green: '#b5d48a',
  aromatic: '#aac59c',
  spicy: '#d9823b',
  woody: '#c98f4b',
  amber: '#e0a23a',
  oriental: '#b8612f',
  gourmand: '#c4844a',
  vanilla: '#e8c58c',
  musk: '#eee0d2',
  powdery: '#d8c7e6',
  leather: '#7a4a2a',
  oud: '#553117',
};

/** The liquid of a product: the colour of its first scent-family tag, champagne otherwise. */
export function liquidColour(tags: readonly string[]): string {
  const family = tags.find((tag): tag is ScentFamily => (SCENT_FAMILIES as readonly string[]).includes(tag));
  return family ? LIQUID_COLOURS[family] : '#eadfc4';
}

/** Backdrop gradients (top, bottom) per category; a product picks one. */
export const BACKDROPS: Readonly<Record<Category, readonly [readonly [string, string], ...(readonly [string, string])[]]>> = {
  Women: [
    ['#fbe9ea', '#efc9cf'],
    ['#fdf1e6', '#f0cfb8'],
    ['#f6ecf6', '#dcc5e0'],
  ],
  Men: [
    ['#e6ecf2', '#b8c6d4'],
    ['#ecebe6', '#c9c3b5'],
    ['#e3e9e6', '#aebfb8'],
  ],
  Unisex: [
    ['#eef0e6', '#cdd3b9'],
    ['#f3eee6', '#d8cab2'],
    ['#e9eef0', '#c3d0d4'],
  ],
  Gifts: [
    ['#f8efe4', '#e2c9a8'],
    ['#f6e6e6', '#d9b0b2'],
    ['#eef0ea', '#c9d2c0'],
  ],
};

/** Ribbon colours for gift sets. */
export const RIBBONS = ['#9b1c31', '#1f3a5f', '#b8892f', '#2f5d50', '#6b2d5c'] as const;
